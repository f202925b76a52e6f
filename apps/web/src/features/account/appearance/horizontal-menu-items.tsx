import { Menu, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { MenuEntry, MenuGroup, MenuLink } from '@school/shared/layout/menu';
import { IconChevronDown, IconDots } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { menuKey } from '../../../i18n/title-keys';
import classes from './horizontal-menu.module.css';

type IsActive = (link: MenuLink) => boolean;

export function MenuLinkItem({
  link,
  active,
  icon,
}: {
  link: MenuLink;
  active: boolean;
  icon: ReactNode;
}) {
  const { t } = useTranslation();
  if (link.external) {
    return (
      <a href={link.path} target="_blank" rel="noopener noreferrer" className={classes.item}>
        {icon}
        <span>{t(menuKey(link.id))}</span>
        <VisuallyHidden> ({t('common.opensInNewTab')})</VisuallyHidden>
      </a>
    );
  }
  return (
    <Link
      to={link.path}
      className={classes.item}
      data-active={active || undefined}
      aria-current={active ? 'page' : undefined}
    >
      {icon}
      <span>{t(menuKey(link.id))}</span>
    </Link>
  );
}

function GroupChildren({
  group,
  isActive,
}: {
  group: MenuGroup;
  isActive: (link: MenuLink) => boolean;
}) {
  const { t } = useTranslation();
  return group.children.map((child) => (
    <Menu.Item
      key={child.id}
      component={Link}
      to={child.path}
      aria-current={isActive(child) ? 'page' : undefined}
      color={isActive(child) ? 'brand' : undefined}
      fw={isActive(child) ? 600 : undefined}
    >
      {t(menuKey(child.id))}
    </Menu.Item>
  ));
}

export function MenuGroupItem({
  group,
  renderIcon,
  isActive,
}: {
  group: MenuGroup;
  renderIcon: (name: string) => ReactNode;
  isActive: IsActive;
}) {
  const { t } = useTranslation();
  const active = group.children.some(isActive);
  return (
    <Menu position="bottom-start" offset={6} shadow="md" width={240} trigger="click-hover">
      <Menu.Target>
        <UnstyledButton className={classes.item} data-active={active || undefined}>
          {renderIcon(group.icon)}
          <span>{t(menuKey(group.id))}</span>
          <IconChevronDown size={14} aria-hidden="true" className={classes.chevron} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <GroupChildren group={group} isActive={isActive} />
      </Menu.Dropdown>
    </Menu>
  );
}

/** The entries that did not fit, in one "More" menu (groups keep their heading). */
export function MoreMenu({ entries, isActive }: { entries: MenuEntry[]; isActive: IsActive }) {
  const { t: tShell } = useTranslation();
  const active = entries.some((entry) =>
    entry.type === 'item'
      ? isActive(entry)
      : entry.type === 'group' && entry.children.some(isActive),
  );
  return (
    <Menu position="bottom-end" offset={6} shadow="md" width={240} trigger="click-hover">
      <Menu.Target>
        <UnstyledButton className={classes.item} data-active={active || undefined}>
          <IconDots size={18} aria-hidden="true" />
          <span>{tShell('nav.more')}</span>
          <IconChevronDown size={14} aria-hidden="true" className={classes.chevron} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {entries.map((entry) =>
          entry.type === 'group' ? (
            <div key={entry.id}>
              <Menu.Label>{tShell(menuKey(entry.id))}</Menu.Label>
              <GroupChildren group={entry} isActive={isActive} />
            </div>
          ) : entry.type === 'item' ? (
            <Menu.Item
              key={entry.id}
              component={Link}
              to={entry.path}
              target={entry.external ? '_blank' : undefined}
              rel={entry.external ? 'noopener noreferrer' : undefined}
              aria-current={isActive(entry) ? 'page' : undefined}
              color={isActive(entry) ? 'brand' : undefined}
            >
              {tShell(menuKey(entry.id))}
            </Menu.Item>
          ) : null,
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
