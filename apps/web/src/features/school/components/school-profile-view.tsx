import { Anchor, DataList, Image, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { SchoolProfile } from '@school/shared/school/school.contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { languages } from '../../../i18n/languages';
import { numberFormat } from '../../../lib/format-number';
import { FormSection } from './form-section';
import classes from './school-profile-view.module.css';

type Row = { label: string; value: ReactNode };

function Rows({ rows }: { rows: Row[] }) {
  const { t } = useTranslation('school');
  const narrow = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  return (
    <DataList
      withDivider
      labelWidth={200}
      orientation={narrow ? 'vertical' : 'horizontal'}
      className={classes.list}
    >
      {rows.map((row) => (
        <DataList.Item key={row.label}>
          <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
          {/* What the school wrote keeps its own direction (phone and e-mail set theirs). */}
          <DataList.ItemValue dir="auto">
            {row.value === null || row.value === '' ? (
              <Text span c="dimmed" size="sm">
                {t('view.empty')}
              </Text>
            ) : (
              row.value
            )}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}

/** What an editor sees: the same sections, as text. */
export function SchoolProfileView({ profile }: { profile: SchoolProfile }) {
  const { t, i18n } = useTranslation('school');
  const number = numberFormat(i18n.language);
  const language = languages.find((l) => l.code === profile.defaultLanguage)?.name;
  return (
    <Stack gap="xl">
      <FormSection
        id="school-identity"
        title={t('sections.identity')}
        description={t('sections.identityText')}
      >
        <Rows
          rows={[
            { label: t('fields.name'), value: profile.name },
            {
              label: t('fields.logo'),
              value: profile.logo ? (
                <div className={classes.logo}>
                  <Image
                    src={profile.logo}
                    alt={t('logo.alt', { name: profile.name })}
                    fit="contain"
                    h="100%"
                  />
                </div>
              ) : null,
            },
            {
              label: t('fields.description'),
              value: profile.description && (
                <Text size="sm" className={classes.text}>
                  {profile.description}
                </Text>
              ),
            },
          ]}
        />
      </FormSection>
      <FormSection
        id="school-contact"
        title={t('sections.contact')}
        description={t('sections.contactText')}
      >
        <Rows
          rows={[
            {
              label: t('fields.phone'),
              value: profile.phone && <span dir="ltr">{profile.phone}</span>,
            },
            {
              label: t('fields.email'),
              value: profile.email && (
                <Anchor href={`mailto:${profile.email}`} size="sm" dir="ltr">
                  {profile.email}
                </Anchor>
              ),
            },
            {
              label: t('fields.website'),
              value: profile.website && (
                <Anchor
                  href={profile.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  dir="ltr"
                >
                  {profile.website}
                </Anchor>
              ),
            },
          ]}
        />
      </FormSection>
      <FormSection
        id="school-address"
        title={t('sections.address')}
        description={t('sections.addressText')}
      >
        <Rows
          rows={[
            { label: t('fields.street'), value: profile.street },
            { label: t('fields.city'), value: profile.city },
            { label: t('fields.postalCode'), value: profile.postalCode },
            { label: t('fields.country'), value: profile.country },
          ]}
        />
      </FormSection>
      <FormSection
        id="school-settings"
        title={t('sections.settings')}
        description={t('sections.settingsText')}
      >
        <Rows
          rows={[
            { label: t('fields.timezone'), value: profile.timezone.replaceAll('_', ' ') },
            { label: t('fields.defaultLanguage'), value: language ?? profile.defaultLanguage },
          ]}
        />
      </FormSection>
      <FormSection
        id="school-policies"
        title={t('sections.policies')}
        description={t('sections.policiesText')}
      >
        <Rows
          rows={[
            {
              label: t('fields.cancellationNoticeHours'),
              value: `${number.format(profile.cancellationNoticeHours)} ${t('units.hours')}`,
            },
            {
              label: t('fields.lowBalanceThreshold'),
              value: `${number.format(profile.lowBalanceThreshold)} ${t('units.credits')}`,
            },
            {
              label: t('fields.supportEmail'),
              value: profile.supportEmail && (
                <Anchor href={`mailto:${profile.supportEmail}`} size="sm" dir="ltr">
                  {profile.supportEmail}
                </Anchor>
              ),
            },
            {
              label: t('fields.chatEnabled'),
              value: profile.chatEnabled ? t('chat.on') : t('chat.off'),
            },
            {
              label: t('fields.chatForStudents'),
              value: profile.chatEnabled && profile.chatForStudents ? t('chat.on') : t('chat.off'),
            },
            {
              label: t('fields.chatStudentsWithEachOther'),
              value:
                profile.chatEnabled && profile.chatForStudents && profile.chatStudentsWithEachOther
                  ? t('chat.on')
                  : t('chat.off'),
            },
          ]}
        />
      </FormSection>
    </Stack>
  );
}
