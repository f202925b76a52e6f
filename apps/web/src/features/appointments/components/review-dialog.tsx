import { Alert, Button, Group, Modal, Rating, Stack, Text } from '@mantine/core';
import type { Appointment } from '@school/shared/appointments/appointments.contract';
import { appointmentMaxLengths } from '@school/shared/appointments/appointments.rules';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GrowingTextarea } from '../../../components/growing-textarea';

type ReviewDialogProps = {
  appointment: Appointment | null;
  loading: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: (body: { rating: number; text: string | null }) => void;
};

/** One review of a completed session: 1–5 stars and a few words; it feeds the tutor's rating. */
export function ReviewDialog({ appointment, onClose, ...props }: ReviewDialogProps) {
  const { t } = useTranslation('appointments');
  return (
    <Modal
      opened={appointment !== null}
      onClose={onClose}
      title={t('review.title', { name: appointment?.tutor.name ?? '' })}
      centered
      radius="lg"
      styles={{ title: { fontWeight: 650 } }}
    >
      {appointment && <ReviewForm key={appointment.id} onClose={onClose} {...props} />}
    </Modal>
  );
}

function ReviewForm({ loading, error, onClose, onSubmit }: Omit<ReviewDialogProps, 'appointment'>) {
  const { t } = useTranslation('appointments');
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (rating < 1) return;
    onSubmit({ rating, text: text.trim() || null });
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="review-stars">
            {t('review.stars')}
          </Text>
          <Rating
            value={rating}
            onChange={setRating}
            size="lg"
            aria-labelledby="review-stars"
            getSymbolLabel={(value) => t('review.starLabel', { count: value })}
          />
          {tried && rating < 1 && (
            <Text size="xs" c="red" role="alert">
              {t('review.starsMissing')}
            </Text>
          )}
        </Stack>
        <GrowingTextarea
          label={t('review.text')}
          minRows={3}
          maxRows={8}
          maxLength={appointmentMaxLengths.reviewText}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {t('review.back')}
          </Button>
          <Button type="submit" loading={loading}>
            {t('review.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
