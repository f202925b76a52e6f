import { useDocumentTitle } from '@mantine/hooks';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusScreen } from '../../../components/status-screen';

/** Spec §6: where a route the role may not open redirects to. */
export function NotAuthorizedPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('notAuthorized.documentTitle')} · ${t('app.name')}`);
  return (
    <StatusScreen
      icon={<IconLock size={36} stroke={1.5} />}
      title={t('notAuthorized.title')}
      text={t('notAuthorized.text')}
      actionLabel={t('notAuthorized.back')}
      actionTo="/"
    />
  );
}
