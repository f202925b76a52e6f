import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../i18n/i18n';
import { isLanguage, languages } from '../i18n/languages';

/** A native select: light enough for the sign-in page, where every kilobyte loads up front. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect
      aria-label={t('topBar.language')}
      value={i18n.resolvedLanguage ?? i18n.language}
      onChange={(event) => {
        const { value } = event.currentTarget;
        if (isLanguage(value)) void chooseLanguage(value);
      }}
      leftSection={<IconLanguage size={16} stroke={1.7} aria-hidden="true" />}
      data={languages.map((language) => ({ value: language.code, label: language.name }))}
      w={150}
    />
  );
}
