import { Checkbox, NumberInput, Stack } from '@mantine/core';
import { appointmentLimits } from '@school/shared/appointments/appointments.rules';
import { useTranslation } from 'react-i18next';

type AllowanceFieldProps = {
  /** Credits a month, or null for no limit. */
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string | undefined;
};

/** A monthly allowance in whole credits, or no limit at all. */
export function AllowanceField({ value, onChange, error }: AllowanceFieldProps) {
  const { t } = useTranslation('students');
  return (
    <Stack gap="xs">
      <Checkbox
        label={t('allowance.noLimit')}
        checked={value === null}
        onChange={(event) => onChange(event.currentTarget.checked ? null : 0)}
      />
      {value !== null && (
        <NumberInput
          label={t('allowance.label')}
          description={t('allowance.hint')}
          min={0}
          max={appointmentLimits.allowanceMax}
          allowDecimal={false}
          allowNegative={false}
          value={value}
          error={error}
          onChange={(next) => onChange(typeof next === 'number' ? next : Number(next) || 0)}
        />
      )}
    </Stack>
  );
}
