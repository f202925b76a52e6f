import { Avatar } from '@mantine/core';
import type { TopicPerson } from '@school/shared/topics/topics.contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './author-line.module.css';

type AuthorLineProps = { author: TopicPerson; children?: ReactNode; size?: 'sm' | 'md' };

/** Who wrote it (photo, name, role) and, after, when (the caller's words). */
export function AuthorLine({ author, children, size = 'sm' }: AuthorLineProps) {
  const { t } = useTranslation();
  return (
    <div className={classes.line}>
      <Avatar
        src={author.photo}
        alt=""
        size={size === 'sm' ? 24 : 32}
        radius="xl"
        name={author.name}
        color="initials"
      />
      <span className={classes.text}>
        <span className={classes.name} dir="auto">
          {author.name}
        </span>
        {' · '}
        {t(`roles.${author.role}`)}
        {children && <> · {children}</>}
      </span>
    </div>
  );
}
