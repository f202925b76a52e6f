import { Avatar, Text, UnstyledButton } from '@mantine/core';
import type { User } from '@school/shared/auth/auth.contract';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './top-bar.module.css';

export function fullName(user: User): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

type UserButtonProps = { user: User } & Omit<ComponentPropsWithRef<'button'>, 'children'>;

/** Name, role and photo of the signed-in user: the button that opens the account menu. */
export function UserButton({ user, className, ...others }: UserButtonProps) {
  const { t } = useTranslation();
  const name = fullName(user);
  return (
    <UnstyledButton
      aria-label={t('topBar.accountMenu', { name })}
      aria-haspopup="menu"
      {...others}
      // The menu's target passes its own class names: keep ours beside them.
      className={className ? `${classes.userButton} ${className}` : classes.userButton}
    >
      <span className={classes.identity}>
        <Text component="span" size="sm" fw={600} className={classes.userName} dir="auto">
          {name}
        </Text>
        <Text component="span" size="xs" c="dimmed" data-role-label>
          {t(`roles.${user.role}`)}
        </Text>
      </span>
      <Avatar src={user.photo} alt={name} name={name} color="initials" radius="xl" size={38} />
      <IconChevronDown size={14} aria-hidden="true" className={classes.chevron} />
    </UnstyledButton>
  );
}
