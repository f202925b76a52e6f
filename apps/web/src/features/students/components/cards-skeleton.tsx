import type { ReactNode } from 'react';
import classes from './student-cards.module.css';

type CardsSkeletonProps = { rows: number; header?: ReactNode };

/**
 * The phone's cards while they load: also what shows while the cards' code arrives, at the same
 * size, so the page does not jump when it does.
 */
export function CardsSkeleton({ rows, header }: CardsSkeletonProps) {
  return (
    <div className={classes.list} aria-busy="true">
      {header ?? <div className={classes.header} />}
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={classes.card}>
          <span className={classes.skeleton} data-circle />
          <span className={classes.skeletonLines}>
            <span className={classes.skeleton} style={{ width: '60%' }} />
            <span className={classes.skeleton} style={{ width: '80%' }} />
          </span>
        </div>
      ))}
    </div>
  );
}
