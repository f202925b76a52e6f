import { Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './part-loader.module.css';

/**
 * Shown for the moment a part's code takes to arrive when it was not fetched ahead: over the
 * page (dialogs), or in place (the phone's cards).
 */
export function PartLoader({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={classes.root} data-inline={inline || undefined}>
      <Loader role="status" aria-label={t('common.loading')} />
    </div>
  );
}
