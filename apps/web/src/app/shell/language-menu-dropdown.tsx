import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDeferredTrigger, type DeferredControlProps } from '../../components/deferred-control';
import { useUpdateProfile } from '../../features/account/api/update-profile';
import { chooseLanguage } from '../../i18n/i18n';
import { languages, type Language } from '../../i18n/languages';
import { useSession } from '../../lib/session';
import { toastError, toastSuccess } from '../../lib/toasts';

/** The language menu of the top bar (loaded after the first screen; see DeferredControl). */
export function LanguageMenuDropdown({ defaultOpened, takeFocus }: DeferredControlProps) {
  const { t, i18n } = useTranslation();
  const { ref: target, onClose } = useDeferredTrigger<HTMLButtonElement>({
    defaultOpened,
    takeFocus,
  });
  const current = i18n.resolvedLanguage ?? i18n.language;
  const session = useSession();
  const profile = useUpdateProfile();

  /**
   * The console speaks the chosen language at once; a signed-in account keeps it too, so
   * notifications and the next sign-in on another device speak it as well.
   */
  async function choose(code: Language) {
    await chooseLanguage(code);
    if (session.status !== 'signed-in' || session.user.locale === code) return;
    const { firstName, lastName, photo } = session.user;
    const say = i18n.getFixedT(code);
    profile.mutate(
      { firstName, lastName, photo, locale: code },
      {
        onSuccess: () => toastSuccess(say('topBar.languageSaved')),
        onError: () => toastError(say('topBar.languageNotSaved')),
      },
    );
  }

  return (
    <Menu
      position="bottom-end"
      shadow="md"
      width={180}
      withinPortal
      defaultOpened={defaultOpened}
      onClose={onClose}
    >
      <Menu.Target>
        <Tooltip label={t('topBar.language')} withArrow>
          <ActionIcon
            ref={target}
            variant="default"
            size="lg"
            radius="md"
            aria-label={t('topBar.language')}
          >
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
            onClick={() => void choose(language.code)}
          >
            {language.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
