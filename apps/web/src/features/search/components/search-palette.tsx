import {
  ActionIcon,
  Button,
  Group,
  Loader,
  Modal,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Role } from '@school/shared/auth/roles';
import { pagesFor } from '@school/shared/layout/menu';
import type { SearchGroup } from '@school/shared/search/search.rules';
import { IconSearch, IconStar, IconStarFilled } from '@tabler/icons-react';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { MenuIcon } from '../../../components/menu-icon';
import { downloadFile } from '../../../lib/download-file';
import { toastError } from '../../../lib/toasts';
import { useSchoolFormat } from '../../../lib/use-school-format';
import { useBookmarks } from '../api/get-bookmarks';
import { useRecentSearches } from '../api/get-recent';
import { useSearchResults } from '../api/get-search';
import { useRememberSearch } from '../api/remember-search';
import { useToggleBookmark } from '../api/toggle-bookmark';
import {
  matchPages,
  nextSectionStart,
  resultSections,
  suggestionSections,
  type PaletteOption,
} from '../lib/palette-options';
import { usePageLabel } from '../lib/page-label';
import classes from './search-palette.module.css';

type SearchPaletteProps = { opened: boolean; onClose: () => void; role: Role };

const listId = 'search-palette-list';
const optionId = (index: number) => `search-palette-option-${index}`;

/** The command palette of the top bar (spec §2): grouped results, keyboard first. */
export function SearchPalette({ opened, onClose, role }: SearchPaletteProps) {
  const { t } = useTranslation('search');
  const { t: tApp } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [group, setGroup] = useState<SearchGroup | null>(null);
  const [active, setActive] = useState(0);
  const [q] = useDebouncedValue(text.trim(), 150);
  const results = useSearchResults(q, group, opened);
  const bookmarks = useBookmarks(opened);
  const recent = useRecentSearches(opened);
  const remember = useRememberSearch();
  const toggle = useToggleBookmark();

  const pageLabel = usePageLabel(role);
  const starred = useMemo(
    () => [...(bookmarks.data?.bar ?? []), ...(bookmarks.data?.overflow ?? [])],
    [bookmarks.data],
  );
  const starredIds = new Set(starred.map((b) => b.id));
  const sections =
    text.trim() === ''
      ? suggestionSections(starred, recent.data?.items ?? [], pageLabel)
      : resultSections(
          matchPages(pagesFor(role), pageLabel, text.trim()),
          pageLabel,
          q === '' ? undefined : results.data,
          group,
        );
  const options = sections.flatMap((s) => s.options);
  const dates = useSchoolFormat(results.data?.timeZone ?? undefined);
  const secondLine = (option: PaletteOption) =>
    option.at
      ? option.kind
        ? `${t(`kinds.${option.kind}`)} · ${dates.date(option.at)}`
        : dates.date(option.at)
      : option.section === 'contacts' && option.subtitle && isRole(option.subtitle)
        ? tApp(`roles.${option.subtitle}`)
        : option.subtitle;
  const current = Math.min(active, Math.max(options.length - 1, 0));

  const close = () => {
    setText('');
    setGroup(null);
    setActive(0);
    onClose();
  };
  const choose = (option: PaletteOption | undefined) => {
    if (!option) return;
    if (option.query !== undefined) {
      setText(option.query);
      setActive(0);
      return;
    }
    if (text.trim()) remember.mutate(text.trim());
    if (option.link) open(option);
    close();
  };
  // An image opens itself in a new tab; an export downloads; anything else is a console page.
  const open = ({ link, title }: PaletteOption) => {
    if (!link) return;
    if (link.startsWith('/media/')) window.open(link, '_blank', 'noopener');
    else if (link.startsWith('/api/'))
      downloadFile(link, { fallbackName: title }).catch(() =>
        toastError(t('palette.downloadFailed', { file: title })),
      );
    else void navigate(link);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setActive((current + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setActive((current - 1 + count) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(options[current]);
    } else if (event.key === 'Tab' && sections.length > 1) {
      event.preventDefault();
      setActive(nextSectionStart(sections, current, event.shiftKey));
    }
  };

  // Each section's first row in the one list the arrows walk.
  const starts = sections.map((_, i) =>
    sections.slice(0, i).reduce((sum, s) => sum + s.options.length, 0),
  );
  const waiting = text.trim() !== '' && (q !== text.trim() || results.isFetching);
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('palette.title')}
      size="lg"
      yOffset="8vh"
      classNames={{ title: classes.title, body: classes.body }}
      data-search-palette
    >
      <TextInput
        data-autofocus
        value={text}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setText(value);
          setActive(0);
          // Cleared, the palette is back to its suggestions, not one group's full list.
          if (value.trim() === '') setGroup(null);
        }}
        onKeyDown={onKeyDown}
        placeholder={t('palette.placeholder')}
        aria-label={t('palette.label')}
        leftSection={<IconSearch size={18} aria-hidden="true" />}
        rightSection={waiting ? <Loader size="xs" /> : null}
        role="combobox"
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={options.length > 0 ? optionId(current) : undefined}
        size="md"
      />
      {group && text.trim() !== '' && (
        <Button variant="subtle" size="compact-sm" mt="xs" onClick={() => setGroup(null)}>
          {t('palette.backToAll')}
        </Button>
      )}
      <div id={listId} role="listbox" aria-label={t('palette.results')} className={classes.list}>
        {sections.map((section, sectionIndex) => (
          <div
            key={section.section}
            role="group"
            aria-labelledby={`search-section-${section.section}`}
          >
            <Group justify="space-between" className={classes.sectionHead}>
              <Text
                id={`search-section-${section.section}`}
                size="xs"
                fw={700}
                c="dimmed"
                tt="uppercase"
              >
                {t(`groups.${section.section}`)}
              </Text>
              {section.more &&
                !group &&
                section.section !== 'starred' &&
                section.section !== 'recent' && (
                  <Button
                    variant="subtle"
                    size="compact-xs"
                    onClick={() => {
                      setGroup(section.section as SearchGroup);
                      setActive(0);
                    }}
                  >
                    {t('palette.showAll')}
                  </Button>
                )}
            </Group>
            {section.options.map((option, optionIndex) => {
              const at = (starts[sectionIndex] ?? 0) + optionIndex;
              const isStarred = option.pageId !== undefined && starredIds.has(option.pageId);
              return (
                <div
                  key={option.key}
                  className={classes.row}
                  data-active={at === current || undefined}
                >
                  <UnstyledButton
                    id={optionId(at)}
                    role="option"
                    aria-selected={at === current}
                    tabIndex={-1}
                    className={classes.option}
                    onMouseEnter={() => setActive(at)}
                    onClick={() => choose(option)}
                    data-search-option={option.section}
                  >
                    <MenuIcon name={option.icon} size={18} stroke={1.7} />
                    <span className={classes.text}>
                      <Text span size="sm" truncate>
                        {option.title}
                      </Text>
                      {secondLine(option) && (
                        <Text span size="xs" c="dimmed" truncate dir="auto">
                          {secondLine(option)}
                        </Text>
                      )}
                    </span>
                  </UnstyledButton>
                  {option.pageId !== undefined && (
                    <ActionIcon
                      variant="subtle"
                      color={isStarred ? 'yellow' : 'gray'}
                      tabIndex={-1}
                      aria-pressed={isStarred}
                      aria-label={t(isStarred ? 'star.remove' : 'star.add', { page: option.title })}
                      onClick={() =>
                        option.pageId &&
                        toggle.mutate({ pageId: option.pageId, starred: !isStarred })
                      }
                      data-star-page={option.pageId}
                    >
                      {isStarred ? <IconStarFilled size={16} /> : <IconStar size={16} />}
                    </ActionIcon>
                  )}
                </div>
              );
            })}
          </div>
        ))}
        {results.isError && text.trim() !== '' && (
          <LoadError error={results.error} onRetry={() => void results.refetch()} />
        )}
        {sections.length === 0 && !waiting && (
          <Text c="dimmed" size="sm" ta="center" py="lg" role="status">
            {text.trim() ? t('palette.noResults', { q: text.trim() }) : t('palette.empty')}
          </Text>
        )}
      </div>
      <Text size="xs" c="dimmed" mt="sm" className={classes.hints}>
        {t('palette.hints')}
      </Text>
    </Modal>
  );
}

const roleNames = new Set(['sadmin', 'editor', 'admin', 'tutor', 'student']);
const isRole = (value: string): value is Role => roleNames.has(value);
