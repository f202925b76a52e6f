import { Avatar, Group, Text } from '@mantine/core';
import type { TopicPerson } from '@school/shared/topics/topics.contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type AuthorLineProps = { author: TopicPerson; children?: ReactNode; size?: 'sm' | 'md' };

/** Who wrote it (photo, name, role) and, after, when (the caller's words). */
export function AuthorLine({ author, children, size = 'sm' }: AuthorLineProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <Avatar
        src={author.photo}
        alt=""
        size={size === 'sm' ? 24 : 32}
        radius="xl"
        name={author.name}
        color="initials"
      />
      <Text size="sm" c="dimmed" miw={0}>
        <Text span fw={600} c="var(--mantine-color-text)" dir="auto">
          {author.name}
        </Text>
        {' · '}
        {t(`roles.${author.role}`)}
        {children && <> · {children}</>}
      </Text>
    </Group>
  );
}
