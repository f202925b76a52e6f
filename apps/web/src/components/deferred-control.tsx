import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

/** What the loaded control is told about how it came to be shown. */
export type DeferredControlProps = {
  /** The trigger was clicked (or pressed) before the code arrived: open at once. */
  defaultOpened: boolean;
  /** The trigger had the focus when it was replaced: the loaded trigger takes it over. */
  takeFocus: boolean;
};

/** Handlers the stand-in trigger spreads on its button. */
export type DeferredTriggerHandlers = {
  onClick: () => void;
  onPointerEnter: () => void;
  onPointerDown: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onFocus: () => void;
};

type DeferredControlOptions<P> = {
  load: () => Promise<ComponentType<P & DeferredControlProps>>;
  props: P;
  /** The closed control as the first screen shows it, until the code for the open one arrives. */
  renderTrigger: (handlers: DeferredTriggerHandlers) => ReactNode;
};

/**
 * The trigger side of a loaded control: takes over the keyboard focus when the stand-in had it,
 * and gives the focus back to the trigger when a control that opened itself on load closes (the
 * menu library only returns the focus for openings it saw happen).
 */
export function useDeferredTrigger<T extends HTMLElement>({
  defaultOpened,
  takeFocus,
}: DeferredControlProps) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  const onClose = useCallback(() => {
    if (!defaultOpened) return;
    const active = document.activeElement;
    // Only when the focus was inside the closing control or nowhere: a click elsewhere keeps it.
    if (!active || active === document.body || active.closest('[role="menu"], [role="dialog"]')) {
      ref.current?.focus();
    }
  }, [defaultOpened]);
  return { ref, onClose };
}

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 1500);
  return () => window.clearTimeout(id);
}

/**
 * Whether a press on the stand-in is under way: from its pointer-down (or Space key-down) until
 * the task after the release, so that the click the release makes is not lost. A button that is
 * swapped between the press and the release gets no click: neither the old one nor the new.
 */
function usePress(): [boolean, (releasedBy: readonly string[]) => void] {
  const [pressed, setPressed] = useState(false);
  const press = useCallback((releasedBy: readonly string[]) => {
    setPressed(true);
    const release = () => {
      for (const type of releasedBy) window.removeEventListener(type, release, true);
      // After the click that this release dispatches, which the stand-in must still receive.
      window.setTimeout(() => setPressed(false), 0);
    };
    for (const type of releasedBy) window.addEventListener(type, release, true);
  }, []);
  return [pressed, press];
}

/**
 * A control that the first screen shows closed — a menu, a popover — whose code loads after the
 * page is interactive (fetched when the browser is idle) and which is drawn on the first
 * pointer-over, focus or click of its trigger. A click that arrives before the code opens the
 * control when it lands, a press under way when it lands keeps the stand-in until its click, and
 * the keyboard focus moves to the loaded trigger, so nothing a person does is lost.
 */
export function DeferredControl<P extends object>({
  load,
  props,
  renderTrigger,
}: DeferredControlOptions<P>) {
  const [loaded, setLoaded] = useState<{
    Component: ComponentType<P & DeferredControlProps>;
    takeFocus: boolean;
  } | null>(null);
  const [defaultOpened, setDefaultOpened] = useState(false);
  const [pressed, press] = usePress();
  const holderId = useId();

  // Asking twice is harmless: the browser loads a module once.
  const start = useCallback(() => {
    load().then(
      (Component) => {
        const active = document.activeElement;
        const takeFocus =
          active instanceof HTMLElement &&
          active.closest(`[data-deferred-control="${holderId}"]`) !== null;
        setLoaded((current) => current ?? { Component, takeFocus });
      },
      // A failed download (e.g. after a new version was deployed) is tried again on the next use.
      () => undefined,
    );
  }, [load, holderId]);

  // When idle the code is only fetched: the real control is drawn when someone reaches for it,
  // so starting the page does not also draw menus that nobody has opened.
  useEffect(() => whenIdle(() => void load().catch(() => undefined)), [load]);

  if (loaded && !pressed) {
    const { Component, takeFocus } = loaded;
    // An opened menu moves the focus into itself; only a closed one hands it to its trigger.
    return (
      <Component {...props} defaultOpened={defaultOpened} takeFocus={takeFocus && !defaultOpened} />
    );
  }
  return (
    <span data-deferred-control={holderId} style={{ display: 'contents' }}>
      {renderTrigger({
        onClick: () => {
          setDefaultOpened(true);
          start();
        },
        onPointerEnter: start,
        onPointerDown: () => press(['pointerup', 'pointercancel']),
        onKeyDown: (event) => {
          if (event.key === ' ') press(['keyup', 'blur']);
        },
        onFocus: start,
      })}
    </span>
  );
}
