import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../../i18n/i18n';
import { languages } from '../../i18n/languages';

export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Menu position="bottom-end" shadow="md" width={180} withinPortal>
      <Menu.Target>
        <Tooltip label={t('topBar.language')} withArrow>
          <ActionIcon variant="default" size="lg" radius="md" aria-label={t('topBar.language')}>
            <IconLanguage size={18} stroke={1.7} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('topBar.language')}</Menu.Label>
        {languages.map((language) => (
          <Menu.Item
            key={language.code}
            lang={language.code}
            aria-current={language.code === current ? 'true' : undefined}
            rightSection={language.code === current ? <IconCheck size={16} /> : null}
            onClick={() => void chooseLanguage(language.code)}
          >
            {language.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
