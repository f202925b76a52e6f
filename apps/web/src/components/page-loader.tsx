import { Center, Loader } from '@mantine/core';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { holdFirstScreen } from '../lib/first-screen';
import classes from './page-loader.module.css';

type PageLoaderProps = {
  /** Fills the viewport (route-level loading) or only the content area inside the shell. */
  variant?: 'screen' | 'content';
  label?: string;
};

/** The loading screen of spec §2: a full-height centred spinner. */
export function PageLoader({ variant = 'screen', label }: PageLoaderProps) {
  const { t } = useTranslation();
  // A layout effect: held before any effect that looks at the first screen runs.
  useLayoutEffect(holdFirstScreen, []);
  return (
    <Center className={classes.root} data-variant={variant}>
      <Loader role="status" aria-label={label ?? t('common.loading')} />
    </Center>
  );
}
