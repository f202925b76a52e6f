import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { User } from '@school/shared/auth/auth.contract';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../../lib/toasts';
import { translateFieldErrors } from '../../../lib/field-errors';
import { useUpdateProfile } from '../api/update-profile';
import { profileNameRule, profileServerRules } from '../lib/account-form';
import { ProfilePhoto } from './profile-photo';
import { SettingsSection } from './settings-section';

export function ProfileTab({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const profile = useUpdateProfile();
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const nameRule = (required: string) => profileNameRule(t, required);
  const form = useForm({
    initialValues: { firstName: user.firstName, lastName: user.lastName },
    validate: {
      firstName: nameRule(t('profile.firstNameRequired')),
      lastName: nameRule(t('profile.lastNameRequired')),
    },
  });

  const submit = form.onSubmit((values) => {
    const body = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      photo: user.photo,
    };
    profile.mutate(body, {
      onSuccess: ({ user: saved }) => {
        form.setValues({ firstName: saved.firstName, lastName: saved.lastName });
        form.resetDirty({ firstName: saved.firstName, lastName: saved.lastName });
        toastSuccess(t('profile.saved'));
      },
      onError: (error) => {
        form.setErrors(translateFieldErrors(error, profileServerRules(t)));
        if (Object.keys(error.fields).length === 0) {
          toastError(t('profile.failed'));
        }
      },
    });
  });

  return (
    <Stack gap="lg">
      <SettingsSection title={t('profile.photoTitle')}>
        <ProfilePhoto user={user} name={name} />
      </SettingsSection>
      <SettingsSection title={t('profile.detailsTitle')} hint={t('profile.detailsHint')}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={t('profile.firstName')}
                autoComplete="given-name"
                required
                {...form.getInputProps('firstName')}
              />
              <TextInput
                label={t('profile.lastName')}
                autoComplete="family-name"
                required
                {...form.getInputProps('lastName')}
              />
            </SimpleGrid>
            <TextInput
              label={t('profile.email')}
              description={t('profile.emailHint')}
              value={user.email}
              readOnly
              variant="filled"
              dir="ltr"
            />
            <Group justify="flex-end">
              <Button type="submit" loading={profile.isPending} disabled={!form.isDirty()}>
                {t('profile.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </SettingsSection>
    </Stack>
  );
}
