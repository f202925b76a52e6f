import { Button, Group, Image, Input, Stack, Text } from '@mantine/core';
import { uploadMaxBytes, uploadMimeTypes } from '@school/shared/uploads/uploads.rules';
import { IconPhoto, IconPhotoUp, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDrop } from '../../../components/file-drop';
import type { FileRefusal } from '../../../lib/file-check';
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

  const reject = (code: FileRefusal) => {
    upload.reset();
    setRejection(
      code === 'file-too-large'
        ? t('logo.tooLarge')
        : code === 'too-many-files'
          ? t('logo.oneFile')
          : t('logo.wrongType'),
    );
  };
  const drop = (file: File) => {
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
          <FileDrop
            onFile={drop}
            onRefuse={reject}
            accept={mimeTypes}
            maxBytes={maxBytes}
            loading={upload.isPending}
            className={classes.dropzone}
            label={t('logo.choose')}
          >
            {(state) => (
              <Group gap="sm" wrap="nowrap" justify="center">
                {state === 'reject' ? (
                  <IconX size={26} stroke={1.5} aria-hidden="true" />
                ) : (
                  <IconPhotoUp size={26} stroke={1.5} aria-hidden="true" />
                )}
                <div>
                  <Text size="sm" fw={600}>
                    {value ? t('logo.replace') : t('logo.drop')}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('logo.limits')}
                  </Text>
                </div>
              </Group>
            )}
          </FileDrop>
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
