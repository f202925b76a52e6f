import type { CSSProperties } from 'react';

function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length < 2) return name.slice(0, 2).toUpperCase();
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('')
    .toUpperCase();
}

// Inline styles rather than a style sheet: both tutors pages draw the avatar, and a sheet in the
// code they share would be one more style sheet to fetch and apply (see one-console-stylesheet).
const frame: CSSProperties = {
  position: 'relative',
  display: 'inline-flex',
  flex: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  borderRadius: '50%',
  fontWeight: 700,
  userSelect: 'none',
  background: 'var(--mantine-primary-color-light)',
  color: 'var(--mantine-primary-color-light-color)',
};
const image: CSSProperties = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
};

type TutorAvatarProps = { name: string; photo: string | null; size: number; eager?: boolean };

/** A tutor's photo (an upload under /media) over their initials, which show if it fails. */
export function TutorAvatar({ name, photo, size, eager = false }: TutorAvatarProps) {
  return (
    <span
      style={{ ...frame, width: size, height: size, fontSize: Math.round(size * 0.36) }}
      aria-hidden="true"
    >
      {initials(name)}
      {photo && (
        <img
          key={photo}
          src={photo}
          alt=""
          width={size}
          height={size}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          style={image}
          onError={(event) => {
            event.currentTarget.hidden = true;
          }}
        />
      )}
    </span>
  );
}
