import { Radio, SegmentedControl, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import type { Preferences } from '@school/shared/account/account.contract';
import { IconCheck } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './option-card.module.css';

type Theme = Preferences['theme'];
type Layout = Preferences['layout'];

const themePreview: Record<Theme, CSSProperties> = {
  light: {},
  dark: {
    '--preview-page': '#1a1b1e',
    '--preview-side': '#25262b',
    '--preview-top': '#25262b',
    '--preview-card': '#2c2e33',
  } as CSSProperties,
  'semi-dark': { '--preview-side': '#25262b' } as CSSProperties,
  // Light and dark halves (option-card.module.css, data-split).
  system: {},
};

type CardChoiceProps<T extends string> = {
  label: string;
  /** Columns below the xs breakpoint (390 px phones). */
  phoneColumns?: number;
  /** Columns from the xs breakpoint up. */
  columns?: number;
  value: T;
  options: readonly T[];
  optionLabel: (option: T) => string;
  optionHint?: (option: T) => string;
  disabledReason: (option: T) => string | null;
  preview: (option: T) => { style?: CSSProperties; layout?: Layout; split?: boolean };
  onChange: (value: T) => void;
};

/** A row of picture cards (theme, layout); an option that cannot be used says why. */
export function CardChoice<T extends string>({
  label,
  phoneColumns = 1,
  columns = 3,
  value,
  options,
  optionLabel,
  optionHint,
  disabledReason,
  preview,
  onChange,
}: CardChoiceProps<T>) {
  return (
    <Radio.Group
      label={label}
      value={value}
      onChange={(next) => {
        const option = options.find((candidate) => candidate === next);
        if (option) onChange(option);
      }}
    >
      <SimpleGrid cols={{ base: phoneColumns, xs: columns }} spacing="sm" mt="xs">
        {options.map((option) => {
          const reason = disabledReason(option);
          const look = preview(option);
          const card = (
            <Radio.Card
              value={option}
              className={classes.card}
              radius="md"
              disabled={reason !== null}
            >
              <div
                className={classes.preview}
                style={look.style}
                data-layout={look.layout}
                data-split={look.split || undefined}
                aria-hidden="true"
              >
                <span className={classes.previewSide} />
                <span className={classes.previewTop} />
                <span className={classes.previewBody} />
              </div>
              <Text fw={600} size="sm">
                {optionLabel(option)}
              </Text>
              {(reason ?? optionHint) && (
                <Text size="xs" c="dimmed">
                  {reason ?? optionHint?.(option)}
                </Text>
              )}
            </Radio.Card>
          );
          return reason ? (
            <Tooltip key={option} label={reason} multiline w={240} withArrow>
              <div>{card}</div>
            </Tooltip>
          ) : (
            <div key={option}>{card}</div>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}

export function themePreviewStyle(theme: Theme): CSSProperties {
  return themePreview[theme];
}

type SegmentsProps<T extends string> = {
  label: string;
  value: T;
  options: readonly T[];
  optionLabel: (option: T) => string;
  hint?: string | null;
  disabled?: boolean;
  onChange: (value: T) => void;
};

/** A labelled segmented choice (navbar type, footer type, direction). */
export function Segments<T extends string>({
  label,
  value,
  options,
  optionLabel,
  hint,
  disabled,
  onChange,
}: SegmentsProps<T>) {
  const labelId = useId();
  return (
    <Stack gap={6}>
      <Text id={labelId} size="sm" fw={500}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={value}
        disabled={disabled}
        onChange={(next) => {
          const option = options.find((candidate) => candidate === next);
          if (option) onChange(option);
        }}
        data={options.map((option) => ({ value: option, label: optionLabel(option) }))}
        fullWidth
        radius="md"
        color="brand"
      />
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Stack>
  );
}

const swatchColors: Record<Preferences['navbarColor'], string> = {
  default: 'var(--mantine-color-body)',
  primary: 'var(--mantine-color-brand-6)',
  success: 'var(--mantine-color-teal-7)',
  danger: 'var(--mantine-color-red-7)',
  info: 'var(--mantine-color-cyan-8)',
  warning: 'var(--mantine-color-orange-8)',
  dark: 'var(--mantine-color-dark-7)',
};

export function NavbarColorChoice({
  value,
  onChange,
}: {
  value: Preferences['navbarColor'];
  onChange: (value: Preferences['navbarColor']) => void;
}) {
  const { t } = useTranslation('account');
  const options = Object.keys(swatchColors) as Preferences['navbarColor'][];
  return (
    <Radio.Group
      label={t('appearance.navbarColor')}
      value={value}
      onChange={(next) => {
        const option = options.find((candidate) => candidate === next);
        if (option) onChange(option);
      }}
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: 8 }}>
        {options.map((option) => (
          <Tooltip key={option} label={t(`appearance.colors.${option}`)} withArrow>
            <Radio.Card
              value={option}
              className={classes.swatch}
              style={{ backgroundColor: swatchColors[option] }}
              aria-label={t(`appearance.colors.${option}`)}
              withBorder={false}
            >
              {option === value && (
                <IconCheck
                  size={16}
                  stroke={2.5}
                  aria-hidden="true"
                  color={option === 'default' ? 'var(--mantine-color-text)' : undefined}
                />
              )}
            </Radio.Card>
          </Tooltip>
        ))}
      </div>
    </Radio.Group>
  );
}
