import { useDocumentTitle } from '@mantine/hooks';
import { IconMapQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusScreen } from '../../components/status-screen';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('notFound.documentTitle')} · ${t('app.name')}`);
  return (
    <StatusScreen
      icon={<IconMapQuestion size={36} stroke={1.5} />}
      eyebrow={t('notFound.code')}
      title={t('notFound.title')}
      text={t('notFound.text')}
      actionLabel={t('notFound.back')}
      actionTo="/"
    />
  );
}
