import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './back-link.module.css';

/** "← View Classes", "← Back to the search": back up one level (the arrow turns round in right-to-left languages). */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" c="dimmed" style={{ alignSelf: 'flex-start' }}>
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden="true" className={classes.icon} />
        {label}
      </Group>
    </Anchor>
  );
}
