import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorSchemeToggle } from '../../../components/color-scheme-toggle';
import { LanguageSelect } from '../../../components/language-select';
import { LogoMark } from '../../../components/logo-mark';
import classes from './auth-layout.module.css';

/** The frame of the sign-in pages: a brand panel on wide screens, the form beside it. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={classes.root}>
      <div className={classes.brand}>
        <Group gap="sm" wrap="nowrap">
          <LogoMark size={40} />
          <Text className={classes.brandName}>{t('app.name')}</Text>
        </Group>
        <Title order={2} className={classes.tagline}>
          {t('app.tagline')}
        </Title>
      </div>
      <main className={classes.panel}>
        <Group gap="xs" className={classes.tools}>
          <LanguageSelect />
          <ColorSchemeToggle />
        </Group>
        <div className={classes.content}>{children}</div>
      </main>
    </div>
  );
}
