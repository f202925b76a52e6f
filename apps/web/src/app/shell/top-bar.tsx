import { AppShell, Burger, Group, Text } from '@mantine/core';
import type { User } from '@school/shared/auth/auth.contract';
import { navbarScrolledAfterPx } from '@school/shared/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { LanguageMenu } from './language-menu';
import { LogoMark } from '../../components/logo-mark';
import { useScrolledPast } from '../../hooks/use-scrolled-past';
import { sidebarId } from './sidebar';
import classes from './top-bar.module.css';
import { UserMenu } from './user-menu';

type TopBarProps = { user: User; navbarOpened: boolean; onToggleNavbar: () => void };

export function TopBar({ user, navbarOpened, onToggleNavbar }: TopBarProps) {
  const { t } = useTranslation();
  // Spec §9: the navbar takes its "scrolled" look past 50 px of page scroll.
  const scrolled = useScrolledPast(navbarScrolledAfterPx);
  return (
    <AppShell.Header className={classes.header} mod={{ scrolled }}>
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
        <Link to="/" className={classes.mobileBrand}>
          <LogoMark size={30} />
          <Text component="span" fw={700} visibleFrom="xs">
            {t('app.name')}
          </Text>
        </Link>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <LanguageMenu />
        <ColorSchemeToggle />
        <span className={classes.separator} aria-hidden="true" />
        <UserMenu user={user} />
      </Group>
    </AppShell.Header>
  );
}
