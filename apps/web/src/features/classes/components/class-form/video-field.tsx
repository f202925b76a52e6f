import { Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { toYouTubeEmbed } from '@school/shared/classes/video';
import { IconBrandYoutube } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ClassFormValues } from '../../lib/class-form-values';
import { IntroVideo } from '../intro-video';

/** A YouTube link, checked as it is typed, with a preview of the embed. */
export function VideoField({ form }: { form: UseFormReturnType<ClassFormValues> }) {
  const { t } = useTranslation('classes');
  const link = form.values.videoUrl.trim();
  const embed = link ? toYouTubeEmbed(link) : null;
  const inputProps = form.getInputProps('videoUrl');
  return (
    <Stack gap="sm">
      <TextInput
        label={t('form.video')}
        description={t('form.videoHint')}
        placeholder="https://youtu.be/…"
        leftSection={<IconBrandYoutube size={18} aria-hidden="true" />}
        type="url"
        {...inputProps}
        error={inputProps.error ?? (link && !embed ? t('form.errors.video') : undefined)}
      />
      {embed && <IntroVideo embedUrl={embed} classTitle={form.values.title || t('form.video')} />}
    </Stack>
  );
}
