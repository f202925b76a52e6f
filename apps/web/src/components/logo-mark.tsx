import classes from './logo-mark.module.css';

type LogoMarkProps = { size?: number };

/** The School Console mark: a mortarboard on the primary colour. Decorative; pair it with the name. */
export function LogoMark({ size = 32 }: LogoMarkProps) {
  return (
    <svg
      className={classes.mark}
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="8" className={classes.tile} />
      <path d="M16 7 4 13l12 6 9-4.5V21h2v-7.5L16 7Z" className={classes.glyph} />
      <path
        d="M9 17.2V22c0 1.9 3.1 3.5 7 3.5s7-1.6 7-3.5v-4.8l-7 3.5-7-3.5Z"
        className={classes.glyph}
        opacity=".75"
      />
    </svg>
  );
}
