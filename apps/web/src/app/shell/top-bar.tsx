import { AppShell, Burger, Group, Text } from '@mantine/core';
import type { User } from '@school/shared/auth/auth.contract';
import { hasPermission } from '@school/shared/auth/roles';
import { navbarScrolledAfterPx } from '@school/shared/constants';
import { lazy, memo, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AfterFirstScreen } from '../../components/after-first-screen';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { LogoMark } from '../../components/logo-mark';
import { NextTask } from '../../components/next-task';
import { saveThemeSwitch } from '../../features/account/appearance/appearance-save';
import { useAppearanceSetting } from '../../features/account/appearance/appearance-store';
import { horizontalLayoutClasses } from '../../features/account/appearance/horizontal-layout';
import { ChatEntry } from '../../features/chat/components/chat-entry';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { SearchEntry } from '../../features/search/components/search-entry';
import { useScrolledPast } from '../../hooks/use-scrolled-past';
import { isActiveLink } from './active-path';
import { LanguageMenu } from './language-menu';
import { MenuIcon } from '../../components/menu-icon';
import { sidebarId } from './sidebar';
import classes from './top-bar.module.css';
import { UserMenu } from './user-menu';

// Only the horizontal layout shows it, so only that layout loads it.
const HorizontalMenu = lazy(() =>
  import('../../features/account/appearance/horizontal-menu').then((m) => ({
    default: m.HorizontalMenu,
  })),
);

// Starred pages need menus and tooltips: their code comes after the first screen.
const BookmarkBar = lazy(() =>
  import('../../features/search/components/bookmark-bar').then((m) => ({
    default: m.BookmarkBar,
  })),
);

// Only the platform admin switches schools, so only that account loads the switcher.
const SchoolSwitcher = lazy(() =>
  import('../../features/schools/components/school-switcher').then((m) => ({
    default: m.SchoolSwitcher,
  })),
);

type TopBarProps = { user: User; navbarOpened: boolean; onToggleNavbar: () => void };

export const TopBar = memo(function TopBar({ user, navbarOpened, onToggleNavbar }: TopBarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Spec §9: the navbar takes its "scrolled" look past 50 px of page scroll.
  const scrolled = useScrolledPast(navbarScrolledAfterPx);
  const horizontal = useAppearanceSetting('layout') === 'horizontal';

  const start = (
    <Group gap="sm" wrap="nowrap" className={classes.start}>
      <Burger
        hiddenFrom="lg"
        size="sm"
        opened={navbarOpened}
        onClick={onToggleNavbar}
        aria-label={navbarOpened ? t('nav.close') : t('nav.open')}
        aria-expanded={navbarOpened}
        aria-controls={sidebarId}
      />
      {/* On a phone only the logo shows: the link keeps the app's name for screen readers. */}
      <Link to="/" className={classes.mobileBrand} aria-label={t('app.name')} data-brand>
        <LogoMark size={30} />
        <Text component="span" fw={700} visibleFrom="xs">
          {t('app.name')}
        </Text>
      </Link>
      <AfterFirstScreen>
        <Suspense fallback={null}>
          <BookmarkBar role={user.role} />
        </Suspense>
      </AfterFirstScreen>
    </Group>
  );
  // A task after the rest of the frame: the row is aligned to the end, so it moves nothing.
  const end = (
    <NextTask>
      <Group gap="xs" wrap="nowrap" className={classes.end}>
        {hasPermission(user.role, 'schools.switch') && (
          <Suspense fallback={null}>
            <SchoolSwitcher />
          </Suspense>
        )}
        <SearchEntry role={user.role} />
        <LanguageMenu />
        <ColorSchemeToggle onSwitch={saveThemeSwitch} />
        <ChatEntry />
        <NotificationBell />
        <span className={classes.separator} aria-hidden="true" />
        <UserMenu user={user} />
      </Group>
    </NextTask>
  );

  return (
    <AppShell.Header className={classes.header} mod={{ scrolled }}>
      {horizontal ? (
        <div className={horizontalLayoutClasses.stack}>
          <div className={horizontalLayoutClasses.row}>
            {start}
            {end}
          </div>
          <Suspense fallback={null}>
            <HorizontalMenu
              role={user.role}
              label={t('nav.label')}
              renderIcon={(name) => <MenuIcon name={name} size={18} stroke={1.7} />}
              isActive={(link) => isActiveLink(link, pathname)}
            />
          </Suspense>
        </div>
      ) : (
        <>
          {start}
          {end}
        </>
      )}
    </AppShell.Header>
  );
});
