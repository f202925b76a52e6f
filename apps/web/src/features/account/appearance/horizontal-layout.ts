import classes from './horizontal-menu.module.css';

/**
 * The top bar's frame in the horizontal layout: a row with the bar's controls and, under it, the
 * menu (HorizontalMenu, loaded with the layout). Below the sidebar breakpoint both are transparent.
 */
export const horizontalLayoutClasses = { stack: classes.stack, row: classes.row };
