import { Alert, Skeleton, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useClass } from '../api/get-class';
import { useUpdateClass } from '../api/update-class';
import { BackLink } from '../../../components/back-link';
import { ClassForm } from '../components/class-form/class-form';
import { ClassesDatesProvider } from '../components/classes-dates-provider';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { useSchoolZone } from '../../../lib/use-school-format';
import { toUpdateBody, valuesFromDetail } from '../lib/class-form-values';

/** Edits a class that is still pending or approved. */
export function EditClassPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('classes');
  const { t: tApp } = useTranslation();
  useDocumentTitle(`${t('edit.title')} · ${tApp('app.name')}`);
  const navigate = useNavigate();
  const query = useClass(id);
  const update = useUpdateClass();
  const detail = query.data;
  const zone = useSchoolZone();
  const detailPath = `/manage-classes/${id}`;

  let content;
  if (query.isError) {
    content = <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  } else if (!detail) {
    content = <Skeleton height={480} radius="lg" />;
  } else if (detail.status === 'rejected' || detail.status === 'cancelled') {
    content = (
      <Alert color="gray" variant="light" title={t('edit.lockedTitle')}>
        {t('edit.lockedText', { status: t(`status.${detail.status}`) })}
      </Alert>
    );
  } else {
    content = (
      <ClassForm
        key={detail.id}
        initialValues={valuesFromDetail(detail, zone)}
        detail={detail}
        submitLabel={t('edit.submit')}
        onCancel={() => void navigate(detailPath)}
        onSubmit={async (values, timeZone) => {
          await update.mutateAsync({ id: detail.id, body: toUpdateBody(values, detail, timeZone) });
          await navigate(detailPath);
        }}
      />
    );
  }

  return (
    <ClassesDatesProvider>
      <Stack gap="lg">
        <BackLink to={detailPath} label={detail?.title ?? t('detail.documentTitle')} />
        <PageHeader title={t('edit.title')} description={detail?.title} />
        {content}
      </Stack>
    </ClassesDatesProvider>
  );
}
