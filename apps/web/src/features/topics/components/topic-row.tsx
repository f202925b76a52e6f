import type { TopicListItem } from '@school/shared/topics/topics.contract';
import { IconCheck, IconEye, IconMessage, IconThumbUp } from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ToneBadge } from '../../../components/tone-badge';
import { useSubjectName } from '../../../lib/subjects';
import { AuthorLine } from './author-line';
import { FavouriteButton } from './favourite-button';
import { TopicStatusBadge } from './status-badge';
import classes from './topic-list.module.css';
import { TutorHint } from './tutor-hint';
import { When } from './when';

type TopicRowProps = {
  topic: TopicListItem;
  onTag?: (tag: string) => void;
  /** Extra facts of the row's list (My Topic Answers: the caller's answer). */
  extra?: ReactNode;
};

/** One question of a list: what it asks, who, where it stands, and its star. */
export const TopicRow = memo(function TopicRow({ topic, onTag, extra }: TopicRowProps) {
  const { t } = useTranslation('topics');
  const subjectName = useSubjectName();
  // Plain elements styled by topic-list.module.css: a page draws twenty rows, and the library's
  // layout, text and badge components cost several times as much.
  return (
    <li className={classes.row} data-topic-row data-hidden={topic.hidden ? true : undefined}>
      <div className={classes.main}>
        <div className={classes.badges}>
          <TopicStatusBadge status={topic.status} />
          {topic.hidden && <ToneBadge variant="outline" label={t('hidden.badge')} />}
          {topic.subject && <ToneBadge variant="default" label={subjectName(topic.subject)} />}
        </div>
        <Link
          to={`/manage-topics/${topic.id}`}
          className={`${classes.title} mantine-focus-auto`}
          dir="auto"
        >
          {topic.title}
        </Link>
        {topic.excerpt && (
          <p className={classes.excerpt} dir="auto">
            {topic.excerpt}
          </p>
        )}
        {topic.tags.length > 0 && (
          <div className={classes.tags}>
            {topic.tags.map((tag) =>
              onTag ? (
                <ToneBadge
                  key={tag}
                  as="button"
                  label={`#${tag}`}
                  aria-label={t('filters.byTag', { tag })}
                  onClick={() => onTag(tag)}
                />
              ) : (
                <ToneBadge key={tag} label={`#${tag}`} />
              ),
            )}
          </div>
        )}
        <div className={classes.footer}>
          <AuthorLine author={topic.author}>
            {t('row.active')} <When at={topic.lastActivityAt} />
          </AuthorLine>
          <div className={classes.counts}>
            <span title={t('counts.answersLabel')}>
              {topic.acceptedAnswerId ? (
                <IconCheck size={14} aria-hidden="true" color="var(--mantine-color-teal-6)" />
              ) : (
                <IconMessage size={14} aria-hidden="true" />
              )}{' '}
              {t('counts.answers', { count: topic.counts.answers })}
            </span>
            <span>
              <IconThumbUp size={14} aria-hidden="true" />{' '}
              {t('counts.votes', { count: topic.counts.votes })}
            </span>
            <span>
              <IconEye size={14} aria-hidden="true" />{' '}
              {t('counts.views', { count: topic.counts.views })}
            </span>
          </div>
        </div>
        {extra}
        <TutorHint topic={topic} compact />
      </div>
      <FavouriteButton topicId={topic.id} title={topic.title} isFavourite={topic.isFavourite} />
    </li>
  );
});
