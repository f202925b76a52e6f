import type { TutorSearchItem } from '@school/shared/tutors/tutors.contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SkeletonBlock } from '../../../components/skeleton-block';
import { formatNumber } from '../../../lib/format-number';
import { useSubjectName } from '../../../lib/subjects';
import type { ZonedFormat } from '../../../lib/zoned-time';
import { prefetchTutor } from '../api/get-tutor';
import { RatingLine } from './rating-line';
import classes from './tutor-card.module.css';
import { TutorAvatar } from './tutor-avatar';
import { ToneBadge } from '../../../components/tone-badge';

/** Badges a card shows before "+2". */
const shownSubjects = 3;

type TutorCardProps = {
  tutor: TutorSearchItem;
  /** The search's address, for the profile's way back. */
  search: string;
  format: ZonedFormat;
  /** Above the fold: its photo loads at once. */
  eager: boolean;
};

/** One result: photo, name, headline, subjects, rate, stars and the next free hour. */
export function TutorCard({ tutor, search, format, eager }: TutorCardProps) {
  const { t, i18n } = useTranslation('tutors');
  const subjectName = useSubjectName();
  const queryClient = useQueryClient();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const rest = tutor.subjects.length - shownSubjects;
  const rating = tutor.ratingAverage;
  return (
    <article className={classes.card}>
      <div className={classes.top}>
        <TutorAvatar name={tutor.displayName} photo={tutor.photo} size={56} eager={eager} />
        <div className={classes.who}>
          <h3 className={classes.name} dir="auto">
            <Link
              to={`/find-tutor/${tutor.id}`}
              state={{ search }}
              onPointerEnter={() => prefetchTutor(queryClient, tutor.id)}
              onFocus={() => prefetchTutor(queryClient, tutor.id)}
            >
              {tutor.displayName}
            </Link>
          </h3>
          <RatingLine rating={rating} count={tutor.ratingCount} language={language} />
        </div>
      </div>
      {tutor.headline && (
        <p className={classes.headline} dir="auto">
          {tutor.headline}
        </p>
      )}
      <div className={classes.subjects}>
        {tutor.subjects.slice(0, shownSubjects).map((subject) => (
          <ToneBadge key={subject.id} color="brand" label={subjectName(subject)} />
        ))}
        {rest > 0 && (
          <ToneBadge
            variant="outline"
            label={t('card.moreSubjects', { count: rest })}
            aria-label={t('card.moreSubjectsLabel', { count: rest })}
          />
        )}
      </div>
      <div className={classes.foot}>
        <span className={classes.rate}>
          {t('card.perHour', { rate: formatNumber(tutor.hourlyRateCredits, language) })}
        </span>
        <span className={classes.next}>
          {tutor.nextFreeSlot
            ? t('card.nextFree', { slot: format.slot(tutor.nextFreeSlot) })
            : t('card.noFreeTime')}
        </span>
      </div>
    </article>
  );
}

/** A card's shape while the results load. */
export function TutorCardSkeleton() {
  return (
    <div className={classes.skeleton} aria-hidden="true">
      <div className={classes.top}>
        <SkeletonBlock circle height={56} />
        <div className={classes.who} style={{ flex: 1 }}>
          <SkeletonBlock height={18} width="60%" />
          <SkeletonBlock height={14} width="45%" className={classes.skeletonLine} />
        </div>
      </div>
      <SkeletonBlock height={14} width="90%" />
      <SkeletonBlock height={14} width="70%" />
      <div className={classes.subjects}>
        <SkeletonBlock height={20} width={64} />
        <SkeletonBlock height={20} width={80} />
      </div>
      <SkeletonBlock height={16} width="80%" className={classes.skeletonFoot} />
    </div>
  );
}
