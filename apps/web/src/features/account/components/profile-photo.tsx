import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import type { User } from '@school/shared/auth/auth.contract';
import { uploadMaxBytes, uploadMimeTypes } from '@school/shared/uploads/uploads.rules';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toastError, toastSuccess } from '../../../lib/toasts';
import { useUpdateProfile } from '../api/update-profile';
import { useUploadImage } from '../api/upload-image';
import { photoRefusal } from '../lib/account-form';
import { checkFile } from '../../../lib/file-check';
import { cropImage, loadImage } from '../lib/crop-image';
import { PhotoCropModal } from './photo-crop-modal';

const photoRule = { accept: uploadMimeTypes, maxBytes: uploadMaxBytes };

/** `name` is the chosen file's: the cropped image keeps it (with its new extension) for search. */
type Chosen = { src: string; type: string; name: string };

/** Photo upload (choose → crop in the browser → upload → save the profile) and removal. */
export function ProfilePhoto({ user, name }: { user: User; name: string }) {
  const { t } = useTranslation('account');
  const upload = useUploadImage();
  const profile = useUpdateProfile();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [cropError, setCropError] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);

  useEffect(() => {
    if (!chosen) return;
    return () => URL.revokeObjectURL(chosen.src);
  }, [chosen]);

  // The server's rule (type and size) is checked first, then the picture is decoded: a file
  // named like an image but holding something else would open the crop dialog on a black square.
  const choose = async (file: File | null) => {
    setFileError(null);
    if (!file) return;
    const refusal = checkFile(file, photoRule);
    if (refusal)
      return setFileError(
        t(refusal === 'file-too-large' ? 'profile.fileSize' : 'profile.fileType'),
      );
    const src = URL.createObjectURL(file);
    try {
      await loadImage(src);
    } catch {
      URL.revokeObjectURL(src);
      return setFileError(t('profile.fileType'));
    }
    setCropError(null);
    setChosen({ src, type: file.type, name: file.name });
  };

  const save = async (area: Area) => {
    if (!chosen) return;
    setCropError(null);
    try {
      const { blob, fileName } = await cropImage(chosen.src, area, chosen.type);
      const base = chosen.name.replace(/\.[^.]*$/, '');
      const stored = await upload.mutateAsync({
        file: blob,
        fileName: base ? `${base}${fileName.slice(fileName.lastIndexOf('.'))}` : fileName,
      });
      await profile.mutateAsync({
        firstName: user.firstName,
        lastName: user.lastName,
        photo: stored.url,
      });
      setChosen(null);
      toastSuccess(t('profile.photoSaved'));
    } catch (error) {
      const rejected = error instanceof ApiError && error.status >= 400 && error.status < 500;
      setCropError(rejected ? photoRefusal(error, t) : t('crop.failed'));
    }
  };

  const remove = () =>
    profile.mutate(
      { firstName: user.firstName, lastName: user.lastName, photo: null },
      {
        onSuccess: () => {
          setConfirmRemove(false);
          toastSuccess(t('profile.photoRemoved'));
        },
        onError: () => toastError(t('profile.failed')),
      },
    );

  return (
    <Group gap="lg" align="center" wrap="wrap">
      <Avatar
        src={user.photo}
        alt={name}
        name={name}
        color="initials"
        size={96}
        radius={96}
        data-profile-photo
      />
      <Stack gap="xs" style={{ flex: '1 1 240px' }}>
        <Group gap="sm">
          <FileButton onChange={(file) => void choose(file)} accept={uploadMimeTypes.join(',')}>
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={16} aria-hidden="true" />}>
                {user.photo ? t('profile.change') : t('profile.upload')}
              </Button>
            )}
          </FileButton>
          {user.photo && (
            <Button
              variant="default"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden="true" />}
              onClick={() => setConfirmRemove(true)}
            >
              {t('profile.remove')}
            </Button>
          )}
        </Group>
        <Text size="xs" c={fileError ? 'red' : 'dimmed'} role={fileError ? 'alert' : undefined}>
          {fileError ?? t('profile.photoHint')}
        </Text>
      </Stack>
      <PhotoCropModal
        key={chosen?.src ?? 'none'}
        src={chosen?.src ?? null}
        busy={upload.isPending || profile.isPending}
        error={cropError}
        onCancel={() => setChosen(null)}
        onConfirm={(area) => void save(area)}
      />
      <ConfirmDialog
        opened={confirmRemove}
        title={t('profile.removeTitle')}
        confirmLabel={t('profile.removeConfirm')}
        cancelLabel={t('profile.cancel')}
        loading={profile.isPending}
        onCancel={() => setConfirmRemove(false)}
        onConfirm={remove}
      >
        {t('profile.removeText')}
      </ConfirmDialog>
    </Group>
  );
}
