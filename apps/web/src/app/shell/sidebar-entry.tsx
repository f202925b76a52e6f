import { Badge, NavLink, Text, VisuallyHidden } from '@mantine/core';
import type { MenuEntry, MenuGroup, MenuLink } from '@school/shared/layout/menu';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { menuKey } from '../../i18n/title-keys';
import { usePendingCount } from '../../features/classes/api/get-pending-count';
import { hasActiveChild, isActiveLink } from './active-path';
import { MenuIcon } from '../../components/menu-icon';
import classes from './sidebar.module.css';

type EntryProps = { pathname: string; onNavigate: () => void };

/** Proposals waiting for a decision, beside "Approval Classes" (only roles that decide ask). */
function PendingClassesBadge() {
  const { data } = usePendingCount();
  const pending = data?.pending ?? 0;
  if (pending === 0) return null;
  return (
    <Badge size="sm" color="yellow" autoContrast circle={pending < 10} className={classes.count}>
      {pending > 99 ? '99+' : pending}
    </Badge>
  );
}

function SidebarLink({
  link,
  pathname,
  onNavigate,
  nested = false,
}: EntryProps & { link: MenuLink; nested?: boolean }) {
  const { t } = useTranslation();
  const label = <span data-menu-label>{t(menuKey(link.id))}</span>;
  const icon = <MenuIcon name={link.icon} size={nested ? 10 : 20} stroke={nested ? 2.5 : 1.7} />;
  if (link.external) {
    return (
      <NavLink
        component="a"
        href={link.path}
        target="_blank"
        rel="noopener noreferrer"
        className={classes.link}
        label={
          <>
            {label}
            <VisuallyHidden> ({t('common.opensInNewTab')})</VisuallyHidden>
          </>
        }
        leftSection={icon}
        rightSection={
          <IconExternalLink size={14} aria-hidden="true" className={classes.external} />
        }
      />
    );
  }
  const active = isActiveLink(link, pathname);
  return (
    <NavLink
      component={Link}
      to={link.path}
      onClick={onNavigate}
      active={active}
      aria-current={active ? 'page' : undefined}
      className={classes.link}
      data-nested={nested || undefined}
      label={label}
      leftSection={icon}
      rightSection={link.id === 'classes-approval' ? <PendingClassesBadge /> : undefined}
    />
  );
}

function SidebarGroup({ group, pathname, onNavigate }: EntryProps & { group: MenuGroup }) {
  const { t } = useTranslation();
  const active = hasActiveChild(group, pathname);
  const [opened, setOpened] = useState(active);
  // Open the group whenever navigation lands on one of its children (adjusting state in render).
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    if (active) setOpened(true);
  }
  const childrenId = `menu-group-${group.id}`;
  return (
    <NavLink
      component="button"
      type="button"
      className={classes.link}
      label={<span data-menu-label>{t(menuKey(group.id))}</span>}
      leftSection={<MenuIcon name={group.icon} size={20} stroke={1.7} />}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      aria-controls={childrenId}
      data-child-active={active || undefined}
      childrenOffset={0}
      classNames={{ children: classes.children }}
    >
      <ul id={childrenId} className={classes.list}>
        {group.children.map((child) => (
          <li key={child.id}>
            <SidebarLink link={child} pathname={pathname} onNavigate={onNavigate} nested />
          </li>
        ))}
      </ul>
    </NavLink>
  );
}

export function SidebarEntry({ entry, pathname, onNavigate }: EntryProps & { entry: MenuEntry }) {
  const { t } = useTranslation();
  if (entry.type === 'header') {
    return (
      <li className={classes.sectionHeader}>
        <Text component="span" data-menu-label className={classes.sectionLabel}>
          {t(menuKey(entry.id))}
        </Text>
      </li>
    );
  }
  return (
    <li>
      {entry.type === 'group' ? (
        <SidebarGroup group={entry} pathname={pathname} onNavigate={onNavigate} />
      ) : (
        <SidebarLink link={entry} pathname={pathname} onNavigate={onNavigate} />
      )}
    </li>
  );
}
