import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { sanitizeMessage } from '../../../lib/safe-html';

type MessageHtmlProps = { html: string; className?: string };

/**
 * Server HTML through DOMPurify (PRODUCT §5). Links to console paths stay inside the app instead
 * of reloading the page; other links open in a new tab.
 */
export function MessageHtml({ html, className }: MessageHtmlProps) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const clean = useMemo(() => sanitizeMessage(html), [html]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      const href = anchor?.getAttribute('href');
      if (!href || !/^\/(?!\/)/.test(href)) return;
      event.preventDefault();
      void navigate(href);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [navigate]);

  return (
    <div
      ref={ref}
      className={className}
      dir="auto"
      data-notification-message
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
