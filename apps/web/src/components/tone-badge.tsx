import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import classes from './tone-badge.module.css';

type ToneBadgeProps = Omit<HTMLAttributes<HTMLElement>, 'color' | 'children'> & {
  /** A theme colour ("green", "yellow", …). */
  color?: string;
  label: string;
  /** `light`: the colour's tint behind its legible text; `outline`: a coloured border; `default`: a neutral chip. */
  variant?: 'light' | 'outline' | 'default';
  size?: 'md' | 'lg';
  /** `button`: a badge one can press (a tag that filters). */
  as?: 'span' | 'button';
  /** A small icon before the label (12–14 px, `aria-hidden`). */
  icon?: ReactNode;
};

/**
 * A status or a tag in a few words, drawn like the library's badge. A plain element: lists draw
 * one to several per row, and the library's badge costs several times as much to draw.
 */
export function ToneBadge({
  color = 'gray',
  label,
  variant = 'light',
  size = 'md',
  as: Element = 'span',
  icon,
  className,
  style,
  ...props
}: ToneBadgeProps) {
  const tone = {
    '--tone-bg': `var(--mantine-color-${color}-light)`,
    '--tone-color': `var(--mantine-color-${color}-${variant === 'outline' ? 'outline' : 'light-color'})`,
    ...style,
  } as CSSProperties;
  return (
    <Element
      {...props}
      type={Element === 'button' ? 'button' : undefined}
      className={[classes.badge, Element === 'button' && 'mantine-focus-auto', className]
        .filter(Boolean)
        .join(' ')}
      data-variant={variant}
      data-size={size}
      data-with-icon={icon ? true : undefined}
      style={tone}
    >
      {icon ? (
        <>
          {icon}
          <span className={classes.label}>{label}</span>
        </>
      ) : (
        label
      )}
    </Element>
  );
}
