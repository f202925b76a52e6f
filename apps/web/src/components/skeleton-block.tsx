import classes from './skeleton-block.module.css';

type SkeletonBlockProps = {
  height: number;
  width?: number | string;
  radius?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  /** A round place (an avatar's, an icon's): as wide as high, never squeezed in a row. */
  circle?: boolean;
  /** The place's spacing in its layout (a margin), from the caller's styles. */
  className?: string;
};

/**
 * A block's place while its content loads, drawn as the component library's skeleton is, for the
 * first screen of a page: it needs none of the library's code beyond the shell's, so a page whose
 * first screen waits for data does not also wait for the kit chunk (code-splitting.ts).
 */
export function SkeletonBlock({
  height,
  width = '100%',
  radius = 'sm',
  circle = false,
  className,
}: SkeletonBlockProps) {
  return (
    <span
      className={className ? `${classes.block} ${className}` : classes.block}
      data-circle={circle || undefined}
      style={{
        height,
        width: circle ? height : width,
        ['--skeleton-radius' as string]: `var(--mantine-radius-${radius})`,
      }}
    />
  );
}
