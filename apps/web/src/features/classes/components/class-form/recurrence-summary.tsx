import { Alert, ScrollArea, Text } from '@mantine/core';
import type { RecurrenceProblem, SessionTimes, Weekday } from '@school/shared/classes/recurrence';
import { IconAlertTriangle, IconRepeat } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { zonedYearOf } from '../../lib/local-time';
import { useFormatters } from '../../lib/use-formatters';
import { recurrenceMessage } from '../../lib/validate-class-form';
import classes from './class-form.module.css';

type RecurrenceSummaryProps = {
  /** The expanded sessions, the rule's error, or null while the rule is incomplete. */
  expanded: SessionTimes[] | RecurrenceProblem | null;
  weekdays: Weekday[];
};

/** "8 sessions, Mondays and Thursdays 16:00–17:30, from 5 March to 26 March" and the list. */
export function RecurrenceSummary({ expanded, weekdays }: RecurrenceSummaryProps) {
  const { t } = useTranslation('classes');
  const format = useFormatters();
  if (expanded === null) {
    return (
      <Text size="sm" c="dimmed">
        {t('recurrence.incomplete')}
      </Text>
    );
  }
  if (typeof expanded === 'string') {
    return (
      <Alert
        color="orange"
        variant="light"
        icon={<IconAlertTriangle size={18} aria-hidden="true" />}
        role="alert"
        data-testid="recurrence-summary"
      >
        {recurrenceMessage(expanded, t)}
      </Alert>
    );
  }
  const first = expanded[0];
  const last = expanded[expanded.length - 1];
  if (!first || !last) return null;
  const sameYear =
    zonedYearOf(first.startsAt, format.zone) === zonedYearOf(last.startsAt, format.zone);
  const day = sameYear ? format.dayMonth : format.dayMonthYear;
  const summary = t('recurrence.summary', {
    count: expanded.length,
    days: format.list(weekdays.map((d) => t(`recurrence.plural.${d}`))),
    time: format.timeRange(first.startsAt, first.endsAt),
    from: day(first.startsAt),
    to: day(last.startsAt),
  });
  return (
    <Alert
      color="brand"
      variant="light"
      icon={<IconRepeat size={18} aria-hidden="true" />}
      title={summary}
      data-testid="recurrence-summary"
      aria-live="polite"
    >
      <ScrollArea.Autosize mah={220} type="auto" offsetScrollbars>
        <ol className={classes.sessionsPreview} aria-label={t('recurrence.listLabel')}>
          {expanded.map((session) => (
            <li key={session.startsAt}>
              {format.weekdayDate(session.startsAt)} ·{' '}
              {format.timeRange(session.startsAt, session.endsAt)}
            </li>
          ))}
        </ol>
      </ScrollArea.Autosize>
    </Alert>
  );
}
