// bundle-budget: 90 kB — FullCalendar draws the month, week, day and list views
import { Box, Button, Grid, Group, Loader, Text } from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import type FullCalendar from '@fullcalendar/react';
import { hasPermission } from '@school/shared/auth/roles';
import type { CalendarItem } from '@school/shared/calendar/calendar.contract';
import {
  calendarLabels,
  calendarSources,
  type CalendarLabel,
  type CalendarSource,
} from '@school/shared/calendar/calendar.rules';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { useSession } from '../../../lib/session';
import { useSchoolZone } from '../../../lib/use-school-format';
import { zonedFormat, zoneLabel } from '../../../lib/zoned-time';
import { calendarRangeQuery, useCalendarRange } from '../api/get-calendar-range';
import { CalendarBoard, type CalendarViewName, type Slot } from '../components/calendar-board';
import { CalendarSidebar } from '../components/calendar-sidebar';
import { EventEditor, type Editing } from '../components/event-editor';
import { ImportDialog } from '../components/import-dialog';
import { ItemDialog } from '../components/calendar-dialogs';
import { useMoves } from '../components/use-moves';

const views: readonly CalendarViewName[] = [
  'dayGridMonth',
  'timeGridWeek',
  'timeGridDay',
  'listWeek',
];

/** An event named by the address: the series as a whole, as the link does not name an occurrence. */
function linkedItem(id: string): CalendarItem {
  return {
    id: `events:${id}`,
    source: 'events',
    sourceId: id,
    occurrence: null,
    repeats: false,
    title: '',
    start: '',
    end: '',
    allDay: false,
    label: null,
    colour: '',
    url: `/calendar?event=${id}`,
    editable: true,
  };
}

function listParam<T extends string>(raw: string | null, all: readonly T[]): T[] {
  if (raw === null) return [...all];
  return raw.split(',').filter((v): v is T => (all as readonly string[]).includes(v));
}

const noItems: CalendarItem[] = [];

/** The calendar (spec §2 /calendar): classes, appointments and school events in one view. */
export function CalendarPage() {
  const { t, i18n } = useTranslation('calendar');
  const { t: tApp } = useTranslation();
  useDocumentTitle(`${t('page.title')} · ${tApp('app.name')}`);
  const session = useSession();
  const role = session.status === 'signed-in' ? session.user.role : null;
  const canCreate = role !== null && hasPermission(role, 'calendar.manage');
  const canImport = role !== null && hasPermission(role, 'calendar.import');
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [search, setSearch] = useSearchParams();
  const apiRef = useRef<FullCalendar | null>(null);
  // Moving the calendar re-renders this page; the sidebar and the board are kept from redrawing
  // then by props that stay the same (lists made once per address, callbacks made once).
  const rawSources = search.get('sources');
  const rawLabels = search.get('labels');
  const sources = useMemo(
    () => listParam<CalendarSource>(rawSources, calendarSources),
    [rawSources],
  );
  const labels = useMemo(() => listParam<CalendarLabel>(rawLabels, calendarLabels), [rawLabels]);
  const setList = useCallback(
    (key: string, list: string[], all: readonly string[]) =>
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (list.length === all.length) next.delete(key);
          else next.set(key, list.join(','));
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  const onSources = useCallback(
    (next: string[]) => setList('sources', next, calendarSources),
    [setList],
  );
  const onLabels = useCallback(
    (next: string[]) => setList('labels', next, calendarLabels),
    [setList],
  );
  const onDay = useCallback((day: string) => apiRef.current?.getApi().gotoDate(day), []);

  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const onRange = useCallback((from: string, to: string) => setRange({ from, to }), []);
  // The month in the middle of the range shown (a month view's grid starts in the month before).
  const shownMonth = range
    ? `${new Date((Date.parse(range.from) + Date.parse(range.to)) / 2).toISOString().slice(0, 7)}-01`
    : undefined;
  const query = useCalendarRange(range && { ...range, sources, labels });
  const schoolZone = useSchoolZone();
  const client = useQueryClient();
  // The calendar reads a range it moves to from the same cache, so a week already fetched is
  // drawn with its items in one go (see useRangeEvents).
  const load = useCallback(
    (shown: { from: string; to: string }) => {
      if (sources.length === 0) return noItems;
      const options = calendarRangeQuery({ ...shown, sources, labels });
      const cached = client.getQueryData(options.queryKey);
      return cached ? cached.items : client.fetchQuery(options).then((data) => data.items);
    },
    [client, sources, labels],
  );
  const zone = query.data?.timeZone ?? schoolZone;
  const locale = i18n.resolvedLanguage ?? 'en';
  const format = zonedFormat(locale, zone);
  // `?event=<id>` (the link of an event item, and of the feed's events) opens it for editing.
  const linked = search.get('event');
  const [editing, setEditing] = useState<Editing | null>(() =>
    linked && canCreate && /^[0-9a-f-]{36}$/.test(linked)
      ? { kind: 'edit', item: linkedItem(linked) }
      : null,
  );
  const [opened, setOpened] = useState<CalendarItem | null>(null);
  const [importing, setImporting] = useState(false);
  const moves = useMoves(format);

  // `?view=` and `?date=` open the calendar where a link points (the feed's items link here too).
  const askedView = views.find((v) => v === search.get('view'));
  const initialView: CalendarViewName = askedView ?? (phone ? 'listWeek' : 'dayGridMonth');
  const initialDate = /^\d{4}-\d{2}-\d{2}$/.test(search.get('date') ?? '')
    ? (search.get('date') ?? undefined)
    : undefined;
  const openItem = useCallback(
    (item: CalendarItem) => {
      if (item.source === 'events' && canCreate) setEditing({ kind: 'edit', item });
      else setOpened(item);
    },
    [canCreate],
  );
  const onCreate = useCallback((slot: Slot) => setEditing({ kind: 'create', slot }), []);
  const newEvent = () => {
    const now = Date.now();
    const start = new Date(Math.ceil(now / 3_600_000) * 3_600_000).toISOString();
    setEditing({
      kind: 'create',
      slot: { start, end: new Date(Date.parse(start) + 3_600_000).toISOString(), allDay: false },
    });
  };

  return (
    <Box>
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          <Group gap="xs">
            {canImport && !phone && (
              <Button
                variant="default"
                leftSection={<IconFileImport size={16} aria-hidden="true" />}
                onClick={() => setImporting(true)}
              >
                {t('import.open')}
              </Button>
            )}
            {canCreate && (
              <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={newEvent}>
                {t('newEvent')}
              </Button>
            )}
          </Group>
        }
      />
      <Grid gap="lg" mt="md">
        {!phone && (
          <Grid.Col span={{ base: 12, md: 3 }}>
            <CalendarSidebar
              sources={sources}
              labels={labels}
              onSources={onSources}
              onLabels={onLabels}
              zoneName={zoneLabel(zone, locale)}
              onDay={onDay}
              shownMonth={shownMonth}
            />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, md: phone ? 12 : 9 }} pos="relative">
          {query.isError && (
            <LoadError
              error={query.error}
              onRetry={() => void query.refetch()}
              retrying={query.isFetching}
              m="md"
            />
          )}
          <Group justify="space-between" mb={4} mih={22}>
            <Text size="xs" c="dimmed">
              {phone ? t('zone', { zone: zoneLabel(zone, locale) }) : ''}
            </Text>
            {query.isFetching && <Loader size="xs" aria-label={t('loading')} />}
          </Group>
          <CalendarBoard
            load={load}
            shown={query.isPlaceholderData ? undefined : query.data?.items}
            timeZone={zone}
            initialView={initialView}
            initialDate={initialDate}
            phone={phone}
            canCreate={canCreate}
            apiRef={apiRef}
            onRange={onRange}
            onCreate={onCreate}
            onOpen={openItem}
            onMove={moves.move}
          />
          {query.isSuccess && !query.isFetching && query.data.items.length === 0 && (
            <Text c="dimmed" size="sm" mt="sm" role="status">
              {t('board.empty')}
            </Text>
          )}
        </Grid.Col>
      </Grid>
      <EventEditor
        editing={editing}
        zone={zone}
        format={format}
        onClose={() => {
          setEditing(null);
          if (linked)
            setSearch(
              (prev) => {
                const next = new URLSearchParams(prev);
                next.delete('event');
                return next;
              },
              { replace: true },
            );
        }}
      />
      <ItemDialog item={opened} format={format} onClose={() => setOpened(null)} />
      {moves.dialogs}
      {canImport && (
        <ImportDialog opened={importing} onClose={() => setImporting(false)} format={format} />
      )}
    </Box>
  );
}
