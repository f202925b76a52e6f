import { Alert, Anchor } from '@mantine/core';
import { needsTutorHint, type TopicStatus } from '@school/shared/topics/topics.rules';
import { IconBulb } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSubjectName } from '../../../lib/subjects';

type TutorHintProps = {
  topic: {
    status: TopicStatus;
    createdAt: string;
    counts: { answers: number };
    subject: { id: string; key: string; name: string } | null;
  };
  compact?: boolean;
};

/** An open question nobody answered in 48 hours points at a tutor for its subject. */
export function TutorHint({ topic, compact = false }: TutorHintProps) {
  const { t } = useTranslation('topics');
  const subjectName = useSubjectName();
  const show = needsTutorHint({
    status: topic.status,
    answerCount: topic.counts.answers,
    createdAt: topic.createdAt,
  });
  if (!show) return null;
  const to = topic.subject
    ? `/find-tutor?subjectId=${encodeURIComponent(topic.subject.id)}`
    : '/find-tutor';
  const text = topic.subject
    ? t('hint.withSubject', { subject: subjectName(topic.subject) })
    : t('hint.noSubject');
  return (
    <Alert
      color="yellow"
      variant="light"
      radius="md"
      p={compact ? 'xs' : undefined}
      icon={<IconBulb size={18} aria-hidden="true" />}
      data-tutor-hint
    >
      <Anchor component={Link} to={to} size="sm">
        {text}
      </Anchor>
    </Alert>
  );
}
