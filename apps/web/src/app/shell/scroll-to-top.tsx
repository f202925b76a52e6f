import { ActionIcon, Transition } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { scrollToTopAfterPx } from '@school/shared/constants';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useScrolledPast } from '../../hooks/use-scrolled-past';
import { mainContentId } from './skip-link';
import classes from './scroll-to-top.module.css';

/** Spec §9: appears after 160 px of page scroll. */
export function ScrollToTop() {
  const { t } = useTranslation();
  const visible = useScrolledPast(scrollToTopAfterPx);
  const reduceMotion = useReducedMotion();
  const scrollUp = () => {
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    // The button disappears at the top; keep keyboard focus on the page instead of losing it.
    document.getElementById(mainContentId)?.focus({ preventScroll: true });
  };
  return (
    <Transition transition="slide-up" mounted={visible} duration={160}>
      {(styles) => (
        <ActionIcon
          className={classes.button}
          style={styles}
          size="xl"
          radius="xl"
          variant="filled"
          aria-label={t('footer.scrollToTop')}
          onClick={scrollUp}
        >
          <IconArrowUp size={20} aria-hidden="true" />
        </ActionIcon>
      )}
    </Transition>
  );
}
