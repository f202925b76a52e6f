import {
  IconBell,
  IconCalendar,
  IconCalendarTime,
  IconChalkboard,
  IconCircle,
  IconCreditCard,
  IconFileSpreadsheet,
  IconHistory,
  IconHome,
  IconLayoutDashboard,
  IconLogout,
  IconMessage,
  IconMessages,
  IconPhoto,
  IconReceipt,
  IconRss,
  IconSchool,
  IconSearch,
  IconSettings,
  IconUser,
  IconUserCircle,
  IconUsers,
  IconWallet,
  type Icon,
  type IconProps,
} from '@tabler/icons-react';
import { createElement } from 'react';

/** The icon names of menu.ts and of search results, mapped to Tabler icons. */
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
  settings: IconSettings,
  wallet: IconWallet,
  'credit-card': IconCreditCard,
  message: IconMessage,
  receipt: IconReceipt,
  photo: IconPhoto,
  'file-spreadsheet': IconFileSpreadsheet,
  user: IconUser,
  history: IconHistory,
};

type MenuIconProps = Omit<IconProps, 'ref'> & { name: string };

export function MenuIcon({ name, ...props }: MenuIconProps) {
  return createElement(icons[name] ?? IconCircle, { 'aria-hidden': true, ...props });
}
