import classes from './tutor-avatar.module.css';

function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length < 2) return name.slice(0, 2).toUpperCase();
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('')
    .toUpperCase();
}

type TutorAvatarProps = { name: string; photo: string | null; size: number; eager?: boolean };

/** A tutor's photo (an upload under /media) over their initials, at a fixed size. */
export function TutorAvatar({ name, photo, size, eager = false }: TutorAvatarProps) {
  return (
    <span
      className={classes.avatar}
      style={{ '--avatar-size': `${size}px` } as React.CSSProperties}
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
          onError={(event) => {
            event.currentTarget.hidden = true;
          }}
        />
      )}
    </span>
  );
}
