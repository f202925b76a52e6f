import { ActionIcon, Kbd, Loader, UnstyledButton } from '@mantine/core';
import type { Role } from '@school/shared/auth/roles';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './search-entry.module.css';

// The palette's code comes on first open (or when the pointer nears the button).
const loadPalette = () => import('./search-palette');
const SearchPalette = lazy(() => loadPalette().then((m) => ({ default: m.SearchPalette })));

const isApple = () => /Mac|iPhone|iPad/.test(navigator.platform);

/** Typing "/" in a field types a slash; elsewhere it opens search. */
function isTyping(target: EventTarget | null) {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/** The top bar's search: its button, and Ctrl+K / ⌘K or "/" from anywhere (spec §2). */
export function SearchEntry({ role }: { role: Role }) {
  const { t } = useTranslation('search');
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const combo = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      const slash =
        event.key === '/' && !event.ctrlKey && !event.metaKey && !isTyping(event.target);
      if (!combo && !slash) return;
      event.preventDefault();
      setUsed(true);
      setOpened((was) => (combo ? !was : true));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const open = () => {
    setUsed(true);
    setOpened(true);
  };
  const shortcut = isApple() ? '⌘ K' : 'Ctrl K';
  return (
    <>
      <UnstyledButton
        className={classes.wide}
        onClick={open}
        onPointerEnter={() => void loadPalette()}
        aria-label={t('entry.label', { shortcut })}
        aria-haspopup="dialog"
        aria-keyshortcuts={isApple() ? 'Meta+K /' : 'Control+K /'}
        data-search-entry
      >
        <IconSearch size={16} aria-hidden="true" />
        <span className={classes.placeholder}>{t('entry.placeholder')}</span>
        <Kbd size="xs">{shortcut}</Kbd>
      </UnstyledButton>
      <ActionIcon
        className={classes.narrow}
        variant="default"
        size="lg"
        radius="md"
        onClick={open}
        aria-label={t('entry.label', { shortcut })}
        aria-haspopup="dialog"
      >
        <IconSearch size={20} stroke={1.7} aria-hidden="true" />
      </ActionIcon>
      {used && (
        <Suspense fallback={opened ? <Loader size="xs" aria-label={t('entry.loading')} /> : null}>
          <SearchPalette opened={opened} onClose={() => setOpened(false)} role={role} />
        </Suspense>
      )}
    </>
  );
}
