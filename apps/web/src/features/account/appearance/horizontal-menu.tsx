import type { Role } from '@school/shared/auth/roles';
import { visibleMenu, type MenuEntry, type MenuLink } from '@school/shared/layout/menu';
import { IconChevronDown, IconDots } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteLinks } from '../../../hooks/use-site-links';
import { menuKey } from '../../../i18n/title-keys';
import { MenuGroupItem, MenuLinkItem, MoreMenu } from './horizontal-menu-items';
import classes from './horizontal-menu.module.css';

type HorizontalMenuProps = {
  role: Role;
  label: string;
  renderIcon: (name: string) => ReactNode;
  isActive: (link: MenuLink) => boolean;
};

/**
 * The spec §2 menu as a bar under the top bar (layout "horizontal", 1200 px and wider). Entries
 * that do not fit the width move into a "More" menu, measured on an invisible copy of the bar.
 */
export function HorizontalMenu({ role, label, renderIcon, isActive }: HorizontalMenuProps) {
  const { t: tShell } = useTranslation();
  const { home } = useSiteLinks();
  const entries = useMemo(() => visibleMenu(role, { home }), [role, home]);
  const [fitting, setFitting] = useState(entries.length);
  const barRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const bar = barRef.current;
    const measure = measureRef.current;
    if (!bar || !measure) return;
    const gap = 2;
    // The observer also reports once at the start, and again when labels change language.
    const observer = new ResizeObserver(() => {
      const widths = [...measure.children].map((child) =>
        child instanceof HTMLElement ? child.offsetWidth + gap : 0,
      );
      const more = widths.pop() ?? 0;
      const available = bar.clientWidth;
      if (widths.reduce((sum, width) => sum + width, 0) <= available) {
        setFitting(widths.length);
        return;
      }
      let used = more;
      let count = 0;
      for (const width of widths) {
        if (used + width > available) break;
        used += width;
        count += 1;
      }
      setFitting(count);
    });
    observer.observe(bar);
    observer.observe(measure);
    return () => observer.disconnect();
  }, [entries]);

  const shown = entries.slice(0, fitting);
  const hidden = entries.slice(fitting).filter((entry) => entry.type !== 'header');
  const render = (entry: MenuEntry) =>
    entry.type === 'header' ? (
      <span className={classes.divider} aria-hidden="true" />
    ) : entry.type === 'group' ? (
      <MenuGroupItem group={entry} renderIcon={renderIcon} isActive={isActive} />
    ) : (
      <MenuLinkItem link={entry} active={isActive(entry)} icon={renderIcon(entry.icon)} />
    );

  return (
    <nav aria-label={label} className={classes.bar} ref={barRef} data-horizontal-menu>
      <ul className={classes.list}>
        {shown.map((entry) => (
          <li key={entry.id}>{render(entry)}</li>
        ))}
        {hidden.length > 0 && (
          <li>
            <MoreMenu entries={hidden} isActive={isActive} />
          </li>
        )}
      </ul>
      <ul className={classes.measure} ref={measureRef} aria-hidden="true" inert>
        {entries.map((entry) => (
          <li key={entry.id}>
            {entry.type === 'header' ? (
              <span className={classes.divider} />
            ) : (
              <span className={classes.item}>
                {renderIcon(entry.icon)}
                <span>{tShell(menuKey(entry.id))}</span>
                {entry.type === 'group' && <IconChevronDown size={14} />}
              </span>
            )}
          </li>
        ))}
        <li>
          <span className={classes.item}>
            <IconDots size={18} />
            <span>{tShell('nav.more')}</span>
            <IconChevronDown size={14} />
          </span>
        </li>
      </ul>
    </nav>
  );
}
