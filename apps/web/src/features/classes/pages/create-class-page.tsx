import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateClass } from '../api/create-class';
import { BackLink } from '../../../components/back-link';
import { ClassForm } from '../components/class-form/class-form';
import { ClassesDatesProvider } from '../components/classes-dates-provider';
import { PageHeader } from '../../../components/page-header';
import { emptyValues, toCreateBody } from '../lib/class-form-values';

/** A school admin creates a class; it starts approved. */
export function CreateClassPage() {
  const { t } = useTranslation('classes');
  const { t: tApp } = useTranslation();
  useDocumentTitle(`${t('create.title')} · ${tApp('app.name')}`);
  const navigate = useNavigate();
  const create = useCreateClass();
  const [initialValues] = useState(emptyValues);

  return (
    <ClassesDatesProvider>
      <Stack gap="lg">
        <BackLink to="/manage-classes" label={tApp('menu.classes-view')} />
        <PageHeader title={t('create.title')} description={t('create.description')} />
        <ClassForm
          initialValues={initialValues}
          submitLabel={t('create.submit')}
          onCancel={() => void navigate('/manage-classes')}
          onSubmit={async (values, timeZone) => {
            const detail = await create.mutateAsync(toCreateBody(values, timeZone));
            await navigate(`/manage-classes/${detail.id}`);
          }}
        />
      </Stack>
    </ClassesDatesProvider>
  );
}
