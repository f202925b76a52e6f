import {
  IconBell,
  IconCalendar,
  IconCalendarTime,
  IconChalkboard,
  IconCircle,
  IconHome,
  IconLayoutDashboard,
  IconLogout,
  IconMessages,
  IconRss,
  IconSchool,
  IconSearch,
  IconUserCircle,
  IconUsers,
  type Icon,
  type IconProps,
} from '@tabler/icons-react';
import { createElement } from 'react';

/** The icon names used by menu.ts, mapped to Tabler icons. */
const icons: Record<string, Icon> = {
  home: IconHome,
  rss: IconRss,
  dashboard: IconLayoutDashboard,
  'user-chart': IconUserCircle,
  calendar: IconCalendar,
  'calendar-time': IconCalendarTime,
  school: IconSchool,
  users: IconUsers,
  chalkboard: IconChalkboard,
  circle: IconCircle,
  messages: IconMessages,
  search: IconSearch,
  bell: IconBell,
  logout: IconLogout,
};

type MenuIconProps = Omit<IconProps, 'ref'> & { name: string };

export function MenuIcon({ name, ...props }: MenuIconProps) {
  return createElement(icons[name] ?? IconCircle, { 'aria-hidden': true, ...props });
}
