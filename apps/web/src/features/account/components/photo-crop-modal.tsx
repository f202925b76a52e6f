import { Alert, Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import classes from './photo-crop-modal.module.css';

type PhotoCropModalProps = {
  /** Object URL of the chosen file; null keeps the modal closed. */
  src: string | null;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: (area: Area) => void;
};

/** The crop/preview step before a photo is uploaded: a round, square crop with zoom. */
export function PhotoCropModal({ src, busy, error, onCancel, onConfirm }: PhotoCropModalProps) {
  const { t } = useTranslation('account');
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);

  return (
    <Modal opened={src !== null} onClose={onCancel} title={t('crop.title')} centered size="md">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('crop.hint')}
        </Text>
        <div className={classes.stage}>
          {src && (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              aspect={1}
              cropShape="round"
              showGrid={false}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_area, pixels) => setArea(pixels)}
              cropperProps={{ 'aria-label': t('crop.area') }}
            />
          )}
        </div>
        <Group gap="sm" wrap="nowrap">
          <IconZoomOut size={18} aria-hidden="true" />
          <Slider
            className={classes.slider}
            value={zoom}
            onChange={setZoom}
            min={1}
            max={3}
            step={0.05}
            label={null}
            thumbLabel={t('crop.zoom')}
          />
          <IconZoomIn size={18} aria-hidden="true" />
        </Group>
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('crop.cancel')}
          </Button>
          <Button onClick={() => area && onConfirm(area)} loading={busy} disabled={!area}>
            {t('crop.apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
