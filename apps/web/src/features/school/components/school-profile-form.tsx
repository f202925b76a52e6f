import {
  Alert,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { SchoolProfile } from '@school/shared/school/school.contract';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LeaveDialog } from '../../../components/leave-dialog';
import { useLeaveGuard } from '../../../hooks/use-leave-guard';
import { languages } from '../../../i18n/languages';
import { useUpdateSchool } from '../api/update-school';
import { countryOptions, timeZoneIds, timeZoneLabel, timeZoneOptions } from '../lib/places';
import {
  formToBody,
  profileToForm,
  schoolFormRules,
  schoolLanguages,
  schoolServerRules,
  type SchoolFormValues,
} from '../lib/school-form';
import { translateFieldErrors } from '../../../lib/field-errors';
import { schoolNumberBounds } from '@school/shared/school/school.rules';
import { toastError, toastSuccess } from '../../../lib/toasts';
import { FormSection } from './form-section';
import { LogoField } from './logo-field';
import { SaveBar } from './save-bar';
import { GrowingTextarea } from '../../../components/growing-textarea';

// Hints under the inputs keep the inputs of a row level with each other.
const below: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

const isSchoolLanguage = (value: string | null): value is SchoolFormValues['defaultLanguage'] =>
  value !== null && (schoolLanguages as readonly string[]).includes(value);

export function SchoolProfileForm({ profile }: { profile: SchoolProfile }) {
  const { t, i18n } = useTranslation('school');
  const mutation = useUpdateSchool();
  const zones = useMemo(() => new Set([...timeZoneIds(), profile.timezone]), [profile.timezone]);
  const form = useForm<SchoolFormValues>({
    initialValues: profileToForm(profile),
    validate: schoolFormRules(t, zones),
    validateInputOnBlur: true,
  });
  const dirty = form.isDirty();
  const guard = useLeaveGuard(dirty);
  const countries = useMemo(
    () => countryOptions(i18n.language, form.values.country),
    [i18n.language, form.values.country],
  );
  // The list of every zone is built when its dropdown first opens (`timeZoneOptions` takes tens
  // of milliseconds); until then it holds the chosen zone, which is all the closed field shows.
  const [zonesWanted, setZonesWanted] = useState(false);
  const everyZone = useMemo(
    () => (zonesWanted ? timeZoneOptions(profile.timezone) : null),
    [zonesWanted, profile.timezone],
  );
  const zone = form.values.timezone;
  const timeZones = useMemo(
    () => everyZone ?? (zone ? [{ value: zone, label: timeZoneLabel(zone) }] : []),
    [everyZone, zone],
  );

  const submit = form.onSubmit(
    (values) => {
      mutation.mutate(formToBody(values), {
        onSuccess: (saved) => {
          const next = profileToForm(saved);
          form.setInitialValues(next);
          form.setValues(next);
          form.resetDirty(next);
          toastSuccess(t('saved'));
        },
        onError: (error) => {
          if (Object.keys(error.fields).length > 0)
            form.setErrors(translateFieldErrors(error, schoolServerRules(t)));
          toastError(error.message);
        },
      });
    },
    () => toastError(t('fixErrors')),
  );
  const unfielded = mutation.error && Object.keys(mutation.error.fields).length === 0;

  return (
    <form onSubmit={submit} onReset={form.onReset} noValidate>
      <Stack gap="xl">
        {unfielded && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} aria-hidden="true" />}
          >
            {mutation.error.message}
          </Alert>
        )}
        <FormSection
          id="school-identity"
          title={t('sections.identity')}
          description={t('sections.identityText')}
        >
          <Stack gap="md">
            <TextInput
              label={t('fields.name')}
              required
              dir="auto"
              {...form.getInputProps('name')}
            />
            <LogoField
              value={form.values.logo}
              onChange={(url) => form.setFieldValue('logo', url)}
              error={typeof form.errors.logo === 'string' ? form.errors.logo : null}
              schoolName={form.values.name || profile.name}
            />
            <GrowingTextarea
              label={t('fields.description')}
              description={t('hints.description')}
              dir="auto"
              minRows={3}
              maxRows={10}
              {...form.getInputProps('description')}
            />
          </Stack>
        </FormSection>

        <FormSection
          id="school-contact"
          title={t('sections.contact')}
          description={t('sections.contactText')}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('fields.phone')}
              type="tel"
              autoComplete="tel"
              dir="ltr"
              {...form.getInputProps('phone')}
            />
            <TextInput
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              dir="ltr"
              {...form.getInputProps('email')}
            />
            <TextInput
              label={t('fields.website')}
              type="url"
              placeholder="https://"
              autoComplete="url"
              dir="ltr"
              {...form.getInputProps('website')}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection
          id="school-address"
          title={t('sections.address')}
          description={t('sections.addressText')}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('fields.street')}
              autoComplete="street-address"
              {...form.getInputProps('street')}
            />
            <TextInput
              label={t('fields.city')}
              autoComplete="address-level2"
              {...form.getInputProps('city')}
            />
            <TextInput
              label={t('fields.postalCode')}
              autoComplete="postal-code"
              {...form.getInputProps('postalCode')}
            />
            <Select
              label={t('fields.country')}
              placeholder={t('hints.pickCountry')}
              data={countries}
              searchable
              clearable
              nothingFoundMessage={t('hints.nothingFound')}
              comboboxProps={{ shadow: 'md' }}
              {...form.getInputProps('country')}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection
          id="school-settings"
          title={t('sections.settings')}
          description={t('sections.settingsText')}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t('fields.timezone')}
              required
              data={timeZones}
              onDropdownOpen={() => setZonesWanted(true)}
              searchable
              nothingFoundMessage={t('hints.nothingFound')}
              maxDropdownHeight={320}
              comboboxProps={{ shadow: 'md' }}
              {...form.getInputProps('timezone')}
            />
            <Select
              label={t('fields.defaultLanguage')}
              description={t('hints.defaultLanguage')}
              inputWrapperOrder={below}
              required
              data={languages.map((language) => ({ value: language.code, label: language.name }))}
              allowDeselect={false}
              comboboxProps={{ shadow: 'md' }}
              {...form.getInputProps('defaultLanguage')}
              onChange={(value) =>
                form.setFieldValue('defaultLanguage', isSchoolLanguage(value) ? value : null)
              }
            />
          </SimpleGrid>
        </FormSection>

        <FormSection
          id="school-policies"
          title={t('sections.policies')}
          description={t('sections.policiesText')}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NumberInput
              label={t('fields.cancellationNoticeHours')}
              description={t('hints.cancellationNoticeHours')}
              inputWrapperOrder={below}
              required
              min={schoolNumberBounds.cancellationNoticeHours.min}
              max={schoolNumberBounds.cancellationNoticeHours.max}
              allowDecimal={false}
              allowNegative={false}
              suffix={` ${t('units.hours')}`}
              {...form.getInputProps('cancellationNoticeHours')}
            />
            <NumberInput
              label={t('fields.lowBalanceThreshold')}
              description={t('hints.lowBalanceThreshold')}
              inputWrapperOrder={below}
              required
              min={schoolNumberBounds.lowBalanceThreshold.min}
              max={schoolNumberBounds.lowBalanceThreshold.max}
              allowDecimal={false}
              allowNegative={false}
              suffix={` ${t('units.credits')}`}
              {...form.getInputProps('lowBalanceThreshold')}
            />
            <TextInput
              label={t('fields.supportEmail')}
              description={t('hints.supportEmail')}
              inputWrapperOrder={below}
              type="email"
              dir="ltr"
              {...form.getInputProps('supportEmail')}
            />
          </SimpleGrid>
          <Stack gap="sm" mt="lg" role="group" aria-labelledby="school-chat-policy">
            <Text id="school-chat-policy" fw={600} size="sm">
              {t('chat.title')}
            </Text>
            <Switch
              label={t('fields.chatEnabled')}
              description={t('hints.chatEnabled')}
              {...form.getInputProps('chatEnabled', { type: 'checkbox' })}
            />
            <Switch
              label={t('fields.chatForStudents')}
              description={t('hints.chatForStudents')}
              disabled={!form.values.chatEnabled}
              {...form.getInputProps('chatForStudents', { type: 'checkbox' })}
            />
            <Switch
              label={t('fields.chatStudentsWithEachOther')}
              description={t('hints.chatStudentsWithEachOther')}
              disabled={!form.values.chatEnabled || !form.values.chatForStudents}
              {...form.getInputProps('chatStudentsWithEachOther', { type: 'checkbox' })}
            />
          </Stack>
        </FormSection>

        <SaveBar dirty={dirty} saving={mutation.isPending} updatedAt={profile.updatedAt} />
      </Stack>
      <LeaveDialog guard={guard}>{t('leave.text')}</LeaveDialog>
    </form>
  );
}
