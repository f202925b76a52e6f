import { Menu, Text } from '@mantine/core';
import type { User } from '@school/shared/auth/auth.contract';
import { hasPermission } from '@school/shared/auth/roles';
import { logoutPath } from '@school/shared/constants';
import {
  IconCoins,
  IconHelpCircle,
  IconLogout,
  IconSettings,
  IconWallet,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDeferredTrigger, type DeferredControlProps } from '../../components/deferred-control';
import { useSiteLinks } from '../../hooks/use-site-links';
import { fullName, UserButton } from './user-button';

/** The account menu of spec §2 (loaded after the first screen; see DeferredControl). */
export function UserMenuDropdown({
  user,
  defaultOpened,
  takeFocus,
}: { user: User } & DeferredControlProps) {
  const { t } = useTranslation();
  const { faq } = useSiteLinks();
  const { ref: target, onClose } = useDeferredTrigger<HTMLButtonElement>({
    defaultOpened,
    takeFocus,
  });
  const name = fullName(user);
  const iconProps = { size: 18, stroke: 1.7, 'aria-hidden': true } as const;
  return (
    <Menu
      position="bottom-end"
      width={240}
      shadow="lg"
      radius="md"
      defaultOpened={defaultOpened}
      onClose={onClose}
    >
      <Menu.Target>
        <UserButton user={user} ref={target} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="bright" truncate dir="auto">
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
        {faq && (
          <Menu.Item
            component="a"
            href={faq}
            target="_blank"
            rel="noopener noreferrer"
            leftSection={<IconHelpCircle {...iconProps} />}
          >
            {t('topBar.faq')}
          </Menu.Item>
        )}
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
