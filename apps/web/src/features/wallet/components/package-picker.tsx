import { Badge, Group, NumberInput, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PackagesResponse } from '../api/get-packages';
import { bestValueId, customChoice, type TopUpFormValues } from '../lib/top-up-form';
import { useWalletFormat } from '../lib/use-wallet-format';
import classes from './package-picker.module.css';

type PackagePickerProps = {
  packages: PackagesResponse;
  form: UseFormReturnType<TopUpFormValues>;
  disabled: boolean;
};

/** Radio cards for the packages (price per credit, "best value"), plus a custom number of credits. */
export function PackagePicker({ packages, form, disabled }: PackagePickerProps) {
  const { t } = useTranslation('wallet');
  const format = useWalletFormat();
  const best = bestValueId(packages);
  const { choice, customCredits } = form.getValues();
  const customPrice =
    customCredits === '' || Number.isNaN(Number(customCredits))
      ? null
      : format.money(Number(customCredits) * packages.unitPriceCents, packages.currency);
  const choiceProps = form.getInputProps('choice');

  return (
    <Stack gap="md">
      <Radio.Group
        {...choiceProps}
        label={t('packages.label')}
        description={t('packages.hint')}
        labelProps={{ className: classes.groupLabel }}
        disabled={disabled}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="sm">
          {packages.items.map((item) => {
            const fullPrice = item.credits * packages.unitPriceCents;
            const saving = fullPrice > item.priceCents ? 1 - item.priceCents / fullPrice : 0;
            return (
              <Radio.Card
                key={item.id}
                value={item.id}
                radius="md"
                className={classes.card}
                disabled={disabled}
                aria-label={[
                  t('packages.optionLabel', {
                    credits: format.credits(item.credits),
                    price: format.money(item.priceCents, item.currency),
                  }),
                  ...(item.id === best ? [t('packages.bestValue')] : []),
                ].join(', ')}
              >
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator mt={4} />
                  <Stack gap={2} className={classes.body}>
                    <Group justify="space-between" gap={6} wrap="nowrap">
                      <Text className={classes.credits}>{format.credits(item.credits)}</Text>
                      {item.id === best ? (
                        <Badge color="teal" variant="light" radius="sm" tt="none" size="sm">
                          {t('packages.bestValue')}
                        </Badge>
                      ) : saving > 0.005 ? (
                        <Badge color="gray" variant="light" radius="sm" tt="none" size="sm">
                          {t('packages.save', { percent: Math.round(saving * 100) })}
                        </Badge>
                      ) : null}
                    </Group>
                    <Text size="sm" c="dimmed">
                      {t('common.creditsWord', { count: item.credits })}
                    </Text>
                    <Group justify="space-between" gap={6} mt={6} wrap="wrap">
                      <Text fw={700}>{format.money(item.priceCents, item.currency)}</Text>
                      <Text size="xs" c="dimmed">
                        {t('packages.perCredit', {
                          price: format.unitPrice(item.priceCents / item.credits, item.currency),
                        })}
                      </Text>
                    </Group>
                  </Stack>
                </Group>
              </Radio.Card>
            );
          })}
          <Radio.Card
            value={customChoice}
            radius="md"
            className={classes.card}
            disabled={disabled}
            aria-label={t('packages.custom')}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={4} />
              <Stack gap={2} className={classes.body}>
                <Group gap={6} wrap="nowrap">
                  <IconPencil size={18} aria-hidden="true" />
                  <Text fw={650}>{t('packages.custom')}</Text>
                </Group>
                <Text size="sm" c="dimmed">
                  {t('packages.customRange', {
                    min: format.credits(packages.customMin),
                    max: format.credits(packages.customMax),
                  })}
                </Text>
                <Text size="xs" c="dimmed" mt={6}>
                  {t('packages.perCredit', {
                    price: format.unitPrice(packages.unitPriceCents, packages.currency),
                  })}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        </SimpleGrid>
      </Radio.Group>
      {choice === customChoice && (
        <NumberInput
          {...form.getInputProps('customCredits')}
          label={t('packages.customLabel')}
          description={
            customPrice
              ? t('packages.customPrice', { price: customPrice })
              : t('packages.customRange', {
                  min: format.credits(packages.customMin),
                  max: format.credits(packages.customMax),
                })
          }
          min={packages.customMin}
          max={packages.customMax}
          step={50}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          clampBehavior="none"
          disabled={disabled}
          className={classes.custom}
          data-autofocus
        />
      )}
    </Stack>
  );
}
