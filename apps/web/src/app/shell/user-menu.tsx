import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import type { User } from '@school/shared/auth/auth.contract';
import { hasPermission } from '@school/shared/auth/roles';
import { logoutPath } from '@school/shared/constants';
import { faqUrl } from '@school/shared/layout/menu';
import {
  IconChevronDown,
  IconCoins,
  IconHelpCircle,
  IconLogout,
  IconSettings,
  IconWallet,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './top-bar.module.css';

export function fullName(user: User): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

/** Name, role and photo of the signed-in user, opening the account menu of spec §2. */
export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const name = fullName(user);
  const iconProps = { size: 18, stroke: 1.7, 'aria-hidden': true } as const;
  return (
    <Menu position="bottom-end" width={240} shadow="lg" radius="md">
      <Menu.Target>
        <UnstyledButton
          className={classes.userButton}
          aria-label={t('topBar.accountMenu', { name })}
        >
          <span className={classes.identity}>
            <Text component="span" size="sm" fw={600} className={classes.userName}>
              {name}
            </Text>
            <Text component="span" size="xs" c="dimmed" data-role-label>
              {t(`roles.${user.role}`)}
            </Text>
          </span>
          <Avatar src={user.photo} alt={name} name={name} color="initials" radius="xl" size={38} />
          <IconChevronDown size={14} aria-hidden="true" className={classes.chevron} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="bright" truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to="/account-settings"
          leftSection={<IconSettings {...iconProps} />}
        >
          {t('topBar.accountSettings')}
        </Menu.Item>
        {hasPermission(user.role, 'wallet.view') && (
          <Menu.Item component={Link} to="/wallet" leftSection={<IconWallet {...iconProps} />}>
            {t('topBar.wallet')}
          </Menu.Item>
        )}
        {hasPermission(user.role, 'wallet.spend') && (
          <Menu.Item
            component={Link}
            to="/credits-top-up"
            leftSection={<IconCoins {...iconProps} />}
          >
            {t('topBar.creditsTopUp')}
          </Menu.Item>
        )}
        <Menu.Item
          component="a"
          href={faqUrl}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconHelpCircle {...iconProps} />}
        >
          {t('topBar.faq')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to={logoutPath}
          color="red"
          leftSection={<IconLogout {...iconProps} />}
        >
          {t('topBar.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
