import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import type { Role } from '@school/shared/auth/roles';
import type { Bookmark } from '@school/shared/search/search.contract';
import { IconChevronDown, IconStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MenuIcon } from '../../../components/menu-icon';
import { useBookmarks } from '../api/get-bookmarks';
import { usePageLabel } from '../lib/page-label';
import classes from './bookmark-bar.module.css';

/**
 * Starred pages as icons in the top bar, in the order starred (spec §4): the first 10 in the bar,
 * the rest in the overflow menu. A phone has no room for the bar: the menu lists them all.
 */
export function BookmarkBar({ role }: { role: Role }) {
  const { t } = useTranslation('search');
  const label = usePageLabel(role);
  const { data } = useBookmarks();
  const bar = data?.bar ?? [];
  const overflow = data?.overflow ?? [];
  if (bar.length === 0) return null;

  const item = (b: Bookmark) => (
    <Menu.Item
      key={b.id}
      component={Link}
      to={b.link}
      leftSection={<MenuIcon name={b.icon} size={16} />}
      data-bookmark={b.id}
    >
      {label(b)}
    </Menu.Item>
  );
  return (
    <nav aria-label={t('bookmarks.label')} className={classes.bar}>
      <ul className={classes.icons} data-bookmark-bar>
        {bar.map((b) => (
          <li key={b.id}>
            <Tooltip label={label(b)} withArrow>
              <ActionIcon
                component={Link}
                to={b.link}
                variant="subtle"
                color="gray"
                size="lg"
                radius="md"
                aria-label={label(b)}
                data-bookmark={b.id}
              >
                <MenuIcon name={b.icon} size={20} stroke={1.7} />
              </ActionIcon>
            </Tooltip>
          </li>
        ))}
      </ul>
      {overflow.length > 0 && (
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              radius="md"
              className={classes.more}
              aria-label={t('bookmarks.more', { count: overflow.length })}
              data-bookmark-overflow
            >
              <IconChevronDown size={18} aria-hidden="true" />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown data-bookmark-overflow-menu>{overflow.map(item)}</Menu.Dropdown>
        </Menu>
      )}
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            radius="md"
            className={classes.phone}
            aria-label={t('bookmarks.all')}
          >
            <IconStar size={18} aria-hidden="true" />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>{[...bar, ...overflow].map(item)}</Menu.Dropdown>
      </Menu>
    </nav>
  );
}
