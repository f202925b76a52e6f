import { Grid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { cardBrand } from '@school/shared/wallet/card';
import { IconBrandMastercard, IconBrandVisa, IconCreditCard, IconLock } from '@tabler/icons-react';
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  caretAfterDigits,
  cardNumberInputLength,
  cvcInputLength,
  digitsOf,
  expiryInputLength,
  formatCardNumber,
  formatExpiry,
} from '../lib/card-input';
import type { TopUpFormValues } from '../lib/top-up-form';
import classes from './card-fields.module.css';

type CardFieldsProps = { form: UseFormReturnType<TopUpFormValues>; disabled: boolean };

function BrandIcon({ number }: { number: string }) {
  const brand = cardBrand(number);
  const props = { size: 22, stroke: 1.5, 'aria-hidden': true } as const;
  if (brand === 'Visa') return <IconBrandVisa {...props} />;
  if (brand === 'Mastercard') return <IconBrandMastercard {...props} />;
  return <IconCreditCard {...props} />;
}

/** Card number grouped 4-4-4-4 as typed, expiry MM/YY, CVC and name, checked as the user goes. */
export function CardFields({ form, disabled }: CardFieldsProps) {
  const { t } = useTranslation('wallet');
  const numberRef = useRef<HTMLInputElement>(null);
  const { number } = form.getValues();
  const detected = cardBrand(number);
  const brand = digitsOf(number).length >= 2 && detected !== 'Card' ? detected : null;

  // Re-grouping moves the caret to the end; put it back after the same digit the user was at.
  const changeNumber = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const caret = input.selectionStart ?? input.value.length;
    const digitsBeforeCaret = digitsOf(input.value.slice(0, caret)).length;
    const formatted = formatCardNumber(input.value);
    form.setFieldValue('number', formatted);
    requestAnimationFrame(() => {
      const position = caretAfterDigits(formatted, digitsBeforeCaret);
      if (document.activeElement === numberRef.current) {
        numberRef.current?.setSelectionRange(position, position);
      }
    });
  };

  return (
    <Grid gap="md">
      <Grid.Col span={12}>
        <TextInput
          {...form.getInputProps('number')}
          ref={numberRef}
          onChange={changeNumber}
          label={t('card.number')}
          placeholder="1234 5678 9012 3456"
          inputMode="numeric"
          autoComplete="cc-number"
          dir="ltr"
          maxLength={cardNumberInputLength}
          leftSection={<BrandIcon number={number} />}
          rightSection={brand ? <span className={classes.brand}>{brand}</span> : null}
          rightSectionWidth={brand ? 96 : undefined}
          rightSectionPointerEvents="none"
          disabled={disabled}
          required
          classNames={{ input: classes.mono }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4 }}>
        <TextInput
          {...form.getInputProps('expiry')}
          onChange={(event) =>
            form.setFieldValue('expiry', formatExpiry(event.currentTarget.value))
          }
          label={t('card.expiry')}
          placeholder={t('card.expiryPlaceholder')}
          inputMode="numeric"
          autoComplete="cc-exp"
          dir="ltr"
          maxLength={expiryInputLength}
          disabled={disabled}
          required
          classNames={{ input: classes.mono }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <TextInput
          {...form.getInputProps('cvc')}
          onChange={(event) =>
            form.setFieldValue('cvc', digitsOf(event.currentTarget.value).slice(0, 4))
          }
          label={t('card.cvc')}
          placeholder="123"
          inputMode="numeric"
          autoComplete="cc-csc"
          dir="ltr"
          maxLength={cvcInputLength}
          rightSection={<IconLock size={16} aria-hidden="true" />}
          rightSectionPointerEvents="none"
          disabled={disabled}
          required
          classNames={{ input: classes.mono }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <TextInput
          {...form.getInputProps('name')}
          label={t('card.name')}
          placeholder={t('card.namePlaceholder')}
          autoComplete="cc-name"
          disabled={disabled}
          required
        />
      </Grid.Col>
    </Grid>
  );
}
