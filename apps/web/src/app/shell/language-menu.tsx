import { ActionIcon } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DeferredControl } from '../../components/deferred-control';

const loadDropdown = () => import('./language-menu-dropdown').then((m) => m.LanguageMenuDropdown);

/** The top bar's language menu; its dropdown's code loads after the first screen. */
export function LanguageMenu() {
  const { t } = useTranslation();
  return (
    <DeferredControl
      load={loadDropdown}
      props={{}}
      renderTrigger={(handlers) => (
        <ActionIcon
          variant="default"
          size="lg"
          radius="md"
          aria-label={t('topBar.language')}
          aria-haspopup="menu"
          {...handlers}
        >
          <IconLanguage size={18} stroke={1.7} />
        </ActionIcon>
      )}
    />
  );
}
