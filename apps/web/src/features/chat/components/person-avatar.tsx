import { Avatar } from '@mantine/core';
import type { PresenceStatus } from '@school/shared/chat/chat.rules';
import { IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './person-avatar.module.css';

function initials(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}

/** The presence colour (spec §3), with its name for screen readers. */
export function PresenceDot({ status }: { status: PresenceStatus }) {
  const { t } = useTranslation('chat');
  return (
    <span
      className={classes.dot}
      data-status={status}
      role="img"
      aria-label={t(`presence.${status}`)}
      title={t(`presence.${status}`)}
    />
  );
}

type PersonAvatarProps = {
  name: string;
  photo: string | null;
  presence?: PresenceStatus | null;
  group?: boolean;
  size?: number;
};

export function PersonAvatar({
  name,
  photo,
  presence,
  group = false,
  size = 40,
}: PersonAvatarProps) {
  return (
    <span className={classes.wrap}>
      <Avatar src={photo} size={size} radius="xl" color="indigo" alt="">
        {group ? <IconUsersGroup size={size / 2} aria-hidden="true" /> : initials(name)}
      </Avatar>
      {presence && <PresenceDot status={presence} />}
    </span>
  );
}
