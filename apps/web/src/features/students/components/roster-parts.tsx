import type { ChangeEvent } from 'react';
import classes from './roster-parts.module.css';

type CheckProps = {
  label: string;
  id?: string;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
};

/** A native check box drawn like Mantine's (cheap enough for one per row). */
export function Check({
  label,
  id,
  checked,
  indeterminate = false,
  disabled,
  onChange,
}: CheckProps) {
  return (
    <input
      type="checkbox"
      id={id}
      className={`${classes.check} mantine-focus-auto`}
      aria-label={label}
      checked={checked}
      disabled={disabled}
      ref={(input) => {
        if (input) input.indeterminate = indeterminate;
      }}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.checked)}
    />
  );
}

// Mantine's Avatar picks the colour of a name's initials the same way.
const initialsColors = [
  'blue',
  'cyan',
  'grape',
  'green',
  'indigo',
  'lime',
  'orange',
  'pink',
  'red',
  'teal',
  'violet',
] as const;

function initialsColor(name: string): string {
  let hash = 0;
  for (let i = 0; i < name.length; i += 1) {
    hash = (hash << 5) - hash + name.charCodeAt(i);
    hash |= 0;
  }
  return initialsColors[Math.abs(hash) % initialsColors.length] ?? 'blue';
}

function initials(name: string): string {
  const words = name.split(' ').filter(Boolean);
  if (words.length === 1) return name.slice(0, 2).toUpperCase();
  return words
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
    .toUpperCase();
}

type AvatarProps = { name: string; src: string | null; size?: 'md' | 'lg' };

/** The student's photo over their initials, on a colour of their own (seen if the photo fails). */
export function Avatar({ name, src, size = 'md' }: AvatarProps) {
  return (
    <span
      className={classes.avatar}
      data-color={initialsColor(name)}
      data-size={size}
      aria-hidden="true"
    >
      {initials(name)}
      {src && (
        <img
          key={src}
          src={src}
          alt=""
          loading="lazy"
          onError={(event) => {
            event.currentTarget.hidden = true;
          }}
        />
      )}
    </span>
  );
}
