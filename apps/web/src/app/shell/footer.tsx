import { Text } from '@mantine/core';
import { appVersion, copyrightYear } from '@school/shared/constants';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './footer.module.css';

/** Spec §2/§9: the copyright line (year 2021) and the app version. */
export const Footer = memo(function Footer() {
  const { t } = useTranslation();
  return (
    <footer className={classes.footer}>
      <Text size="sm" c="dimmed">
        {t('footer.copyright', { year: copyrightYear })}
      </Text>
      <Text size="sm" c="dimmed" title={t('footer.version', { version: appVersion })} dir="ltr">
        v{appVersion}
      </Text>
    </footer>
  );
});
