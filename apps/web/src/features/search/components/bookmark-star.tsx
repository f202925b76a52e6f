import { ActionIcon, Tooltip } from '@mantine/core';
import type { Role } from '@school/shared/auth/roles';
import { pagesFor } from '@school/shared/layout/menu';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useBookmarks } from '../api/get-bookmarks';
import { useToggleBookmark } from '../api/toggle-bookmark';
import { usePageLabel } from '../lib/page-label';

/** The star of a page header: stars the page open now, when it is one search knows. */
export function BookmarkStar({ role }: { role: Role }) {
  const { t } = useTranslation('search');
  const { pathname } = useLocation();
  const label = usePageLabel(role);
  const { data } = useBookmarks();
  const toggle = useToggleBookmark();
  const page = pagesFor(role).find((p) => p.path === pathname);
  if (!page || !data) return null;
  const starred = [...data.bar, ...data.overflow].some((b) => b.id === page.id);
  const text = t(starred ? 'star.remove' : 'star.add', { page: label(page) });
  return (
    <Tooltip label={text} withArrow>
      <ActionIcon
        variant="subtle"
        color={starred ? 'yellow' : 'gray'}
        size="lg"
        aria-label={text}
        aria-pressed={starred}
        loading={toggle.isPending}
        onClick={() => toggle.mutate({ pageId: page.id, starred: !starred })}
        data-page-star={page.id}
      >
        {starred ? <IconStarFilled size={20} /> : <IconStar size={20} />}
      </ActionIcon>
    </Tooltip>
  );
}
