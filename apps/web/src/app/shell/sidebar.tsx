import { AppShell, CloseButton, Text } from '@mantine/core';
import { sidebarShadowAfterPx } from '@school/shared/constants';
import { visibleMenu } from '@school/shared/layout/menu';
import type { Role } from '@school/shared/auth/roles';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LogoMark } from '../../components/logo-mark';
import { useLatched } from '../../hooks/use-latched';
import { useSiteLinks } from '../../hooks/use-site-links';
import { SidebarEntry } from './sidebar-entry';
import classes from './sidebar.module.css';

export const sidebarId = 'main-navigation';

type SidebarProps = {
  role: Role;
  mobileOpened: boolean;
  /** False while the menu is off screen (closed on a narrow screen): entries need not be drawn. */
  onScreen: boolean;
  onNavigate: () => void;
  onClose: () => void;
};

/** The sidebar of spec §2, filtered by role through menu.ts. */
export const Sidebar = memo(function Sidebar({
  role,
  mobileOpened,
  onScreen,
  onNavigate,
  onClose,
}: SidebarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { home } = useSiteLinks();
  const entries = useMemo(() => visibleMenu(role, { home }), [role, home]);
  const [scrolled, setScrolled] = useState(false);
  // On a phone the menu waits off screen: its entries are drawn when it first opens, not on every
  // start, and then kept.
  const entriesDrawn = useLatched(onScreen);

  return (
    <AppShell.Navbar
      id={sidebarId}
      aria-label={t('nav.label')}
      className={classes.navbar}
      mod={{ 'mobile-closed': !mobileOpened }}
    >
      <AppShell.Section className={classes.header} mod={{ shadow: scrolled }}>
        <Link to="/" className={classes.brand} onClick={onNavigate}>
          <LogoMark size={34} />
          <Text component="span" className={classes.brandName}>
            {t('app.name')}
          </Text>
        </Link>
        <CloseButton hiddenFrom="lg" aria-label={t('nav.close')} onClick={onClose} size="lg" />
      </AppShell.Section>
      <AppShell.Section
        grow
        className={classes.scroller}
        data-menu-scroller
        onScroll={(event) => setScrolled(event.currentTarget.scrollTop > sidebarShadowAfterPx)}
      >
        <ul className={classes.list} data-menu>
          {entriesDrawn &&
            entries.map((entry) => (
              <SidebarEntry
                key={entry.id}
                entry={entry}
                pathname={pathname}
                onNavigate={onNavigate}
              />
            ))}
        </ul>
      </AppShell.Section>
    </AppShell.Navbar>
  );
});
