import type { ReactNode } from 'react';
import classes from './count-anchor.module.css';

type CountAnchorProps = {
  count: number;
  children: ReactNode;
  /** Data attributes for the badge, e.g. `{ 'data-chat-badge': true }`, by which tests find it. */
  badgeData?: Record<`data-${string}`, string | boolean>;
};

/**
 * A top-bar button's place with a count badge at its corner (the bell, chat): hidden at zero,
 * "99+" past 99, popping in when the count changes. The button carries the count in its label.
 */
export function CountAnchor({ count, children, badgeData }: CountAnchorProps) {
  return (
    <span className={classes.anchor}>
      {children}
      {count > 0 && (
        <span key={count} className={classes.badge} aria-hidden="true" {...badgeData}>
          {count > 99 ? '99+' : String(count)}
        </span>
      )}
    </span>
  );
}
