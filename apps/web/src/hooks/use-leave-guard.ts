import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

function internalTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const to = `${url.pathname}${url.search}${url.hash}`;
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  return to === here ? null : to;
}

export type LeaveGuard = {
  /** A leave is waiting for the person's answer: show the kit's LeaveDialog. */
  asking: boolean;
  stay: () => void;
  leave: () => void;
  /** Runs `action` (Cancel, closing a drawer) at once, or after asking while there are changes. */
  confirm: (action: () => void) => void;
};

/**
 * While `active` (a form has unsaved changes), leaving asks first: links inside the app and the
 * form's own ways out (`confirm`) open the LeaveDialog — the declarative router has no navigation
 * blocker, so link clicks are caught before it sees them — and closing or reloading the tab gets
 * the browser's own prompt.
 */
export function useLeaveGuard(active: boolean): LeaveGuard {
  const navigate = useNavigate();
  const [pending, setPending] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      const to = internalTarget(event);
      if (!to) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(() => () => void navigate(to));
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active, navigate]);

  return {
    asking: pending !== null,
    stay: () => setPending(null),
    leave: () => {
      const action = pending;
      setPending(null);
      action?.();
    },
    confirm: (action) => (active ? setPending(() => action) : action()),
  };
}
