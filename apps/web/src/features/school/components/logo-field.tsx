import { Button, Group, Image, Input, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { uploadMaxBytes, uploadMimeTypes } from '@school/shared/uploads/uploads.rules';
import { IconPhoto, IconPhotoUp, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../lib/field-errors';
import { useUploadLogo } from '../api/upload-logo';
import classes from './logo-field.module.css';

const maxBytes = uploadMaxBytes;
const mimeTypes = uploadMimeTypes;

type LogoFieldProps = {
  value: string | null;
  onChange: (url: string | null) => void;
  error?: string | null;
  schoolName: string;
};

/** Drop or pick an image: it is uploaded at once and shown; the profile keeps it when saved. */
export function LogoField({ value, onChange, error, schoolName }: LogoFieldProps) {
  const { t } = useTranslation('school');
  const upload = useUploadLogo();
  const [rejection, setRejection] = useState<string | null>(null);

  const reject = (rejections: FileRejection[]) => {
    upload.reset();
    const code = rejections[0]?.errors[0]?.code;
    setRejection(
      code === 'file-too-large'
        ? t('logo.tooLarge')
        : code === 'too-many-files'
          ? t('logo.oneFile')
          : t('logo.wrongType'),
    );
  };
  const drop = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setRejection(null);
    upload.mutate(file, { onSuccess: (result) => onChange(result.url) });
  };
  const message =
    rejection ??
    (upload.error
      ? fieldErrorText(
          upload.error.fieldCodes.file,
          upload.error.fields.file ?? upload.error.message,
          {
            texts: { too_big: t('logo.tooLarge'), invalid_format: t('logo.wrongType') },
          },
        )
      : null) ??
    error;

  return (
    <Input.Wrapper label={t('fields.logo')} description={t('logo.hint')} error={message}>
      <Group gap="md" align="stretch" wrap="nowrap" mt={6}>
        <div className={classes.preview}>
          {value ? (
            <Image src={value} alt={t('logo.alt', { name: schoolName })} fit="contain" h="100%" />
          ) : (
            <IconPhoto size={32} stroke={1.4} aria-hidden="true" />
          )}
        </div>
        <Stack gap="xs" className={classes.side}>
          <Dropzone
            onDrop={drop}
            onReject={reject}
            accept={[...mimeTypes]}
            maxSize={maxBytes}
            multiple={false}
            loading={upload.isPending}
            radius="md"
            className={classes.dropzone}
            inputProps={{ 'aria-label': t('logo.choose') }}
          >
            <Group gap="sm" wrap="nowrap" justify="center" style={{ pointerEvents: 'none' }}>
              <Dropzone.Accept>
                <IconPhotoUp size={26} stroke={1.5} aria-hidden="true" />
              </Dropzone.Accept>
              <Dropzone.Reject>
                <IconX size={26} stroke={1.5} aria-hidden="true" />
              </Dropzone.Reject>
              <Dropzone.Idle>
                <IconPhotoUp size={26} stroke={1.5} aria-hidden="true" />
              </Dropzone.Idle>
              <div>
                <Text size="sm" fw={600}>
                  {value ? t('logo.replace') : t('logo.drop')}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('logo.limits')}
                </Text>
              </div>
            </Group>
          </Dropzone>
          {value && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} aria-hidden="true" />}
              onClick={() => {
                setRejection(null);
                upload.reset();
                onChange(null);
              }}
              className={classes.remove}
            >
              {t('logo.remove')}
            </Button>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
