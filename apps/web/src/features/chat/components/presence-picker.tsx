import { Button, Menu } from '@mantine/core';
import { presenceStatuses, type PresenceStatus } from '@school/shared/chat/chat.rules';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../../lib/toasts';
import { usePresence, useSetPresence } from '../api/set-presence';
import classes from './person-avatar.module.css';

function Dot({ status }: { status: PresenceStatus }) {
  return <span className={classes.dot} data-status={status} style={{ position: 'static' }} />;
}

/** The caller's own status as others see it (spec §3). */
export function PresencePicker() {
  const { t } = useTranslation('chat');
  const presence = usePresence();
  const change = useSetPresence();
  // Someone connected who has chosen nothing shows as online (spec §3).
  const status = presence.data?.status ?? 'online';
  return (
    <Menu position="bottom-end" shadow="md" radius="md">
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={<Dot status={status} />}
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
          aria-label={t('presence.choose', { status: t(`presence.${status}`) })}
          loading={change.isPending}
          data-presence-picker
        >
          {t(`presence.${status}`)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('presence.title')}</Menu.Label>
        {presenceStatuses.map((option) => (
          <Menu.Item
            key={option}
            leftSection={<Dot status={option} />}
            onClick={() =>
              change.mutate({ status: option }, { onError: (error) => toastError(error.message) })
            }
            aria-checked={option === status}
            role="menuitemradio"
          >
            {t(`presence.${option}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
