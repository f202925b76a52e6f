import { Paper } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';

/** A platform admin belongs to no school, so there is no wallet of their own to show. */
export function NoSchoolWallet() {
  const { t } = useTranslation('wallet');
  return (
    <Paper withBorder radius="lg" p="lg">
      <EmptyState
        framed
        icon={<IconBuildingBank size={26} stroke={1.6} />}
        title={t('noSchool.title')}
        text={t('noSchool.text')}
      />
    </Paper>
  );
}
