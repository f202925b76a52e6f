import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

export const mainContentId = 'main-content';

/** The first focusable element: lets keyboard users jump past the top bar and sidebar. */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    // Focus the page directly: a #hash would end up in the router's URL.
    event.preventDefault();
    const main = document.getElementById(mainContentId);
    main?.focus();
    main?.scrollIntoView();
  };
  return (
    <a href={`#${mainContentId}`} className={classes.skip} onClick={skip}>
      {t('common.skipToContent')}
    </a>
  );
}
