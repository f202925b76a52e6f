import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AuthConfigResponse } from '@school/shared/auth/auth.contract';
import { authMaxLengths } from '@school/shared/auth/auth.rules';
import { isEmailAddress } from '@school/shared/common/common.rules';
import { IconAlertCircle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../lib/api-error';
import type { FieldRules } from '../../../lib/field-errors';
import { useLogin } from '../api/login';
import { DemoAccounts } from './demo-accounts';

type LoginValues = { email: string; password: string };
type LoginFormProps = { demoAccounts: AuthConfigResponse['demoAccounts'] };

/**
 * The refusal as a sentence in the reader's language. The API keeps spec §8's binding text
 * ("Email Or Password Invalid") for its clients; the page words it by its code.
 */
function errorText(error: ApiError, t: TFunction): string {
  if (error.code === 'invalid_credentials') return t('login.invalidCredentials');
  if (error.status === 429 && error.retryAfter !== null) {
    return t('login.rateLimited', { seconds: error.retryAfter });
  }
  if (error.code === 'network_error' || error.code === 'unknown' || error.status >= 500) {
    return t('common.somethingWentWrong');
  }
  return error.message;
}

/** The sign-in form's own texts for the API's refusals, by code. */
function serverRules(t: TFunction): FieldRules {
  return {
    email: {
      bounds: { max: authMaxLengths.email },
      texts: { required: t('login.emailRequired'), invalid_format: t('login.emailInvalid') },
    },
    password: {
      bounds: { max: authMaxLengths.password },
      texts: { required: t('login.passwordRequired') },
    },
  };
}

export function LoginForm({ demoAccounts }: LoginFormProps) {
  const { t } = useTranslation();
  const loginMutation = useLogin();
  const form = useForm<LoginValues>({
    initialValues: { email: '', password: '' },
    validate: {
      email: (value) =>
        value.trim() === ''
          ? t('login.emailRequired')
          : isEmailAddress(value)
            ? null
            : t('login.emailInvalid'),
      password: (value) => (value === '' ? t('login.passwordRequired') : null),
    },
  });

  const submit = form.onSubmit((values) => {
    loginMutation.mutate(
      { email: values.email.trim(), password: values.password },
      {
        // The words for refusals load only when there is one: the sign-in page stays small.
        onError: (error) => {
          // The button was disabled while waiting, which drops focus to the page: bring it back
          // to the field to correct, so the next try needs no hunt for the form.
          requestAnimationFrame(() => {
            const field = form.getInputNode('password');
            if (field instanceof HTMLInputElement) field.select();
          });
          void import('../../../lib/field-errors').then(({ translateFieldErrors }) =>
            form.setErrors(translateFieldErrors(error, serverRules(t))),
          );
        },
      },
    );
  });

  return (
    <Stack gap="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {loginMutation.error && (
            <Alert
              variant="light"
              color="red"
              title={t('login.errorTitle')}
              icon={<IconAlertCircle size={18} />}
              role="alert"
            >
              {errorText(loginMutation.error, t)}
            </Alert>
          )}
          <TextInput
            label={t('login.email')}
            placeholder={t('login.emailPlaceholder')}
            type="email"
            autoComplete="username"
            inputMode="email"
            size="md"
            required
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('login.password')}
            placeholder={t('login.passwordPlaceholder')}
            autoComplete="current-password"
            size="md"
            required
            visibilityToggleFocusable
            visibilityToggleButtonProps={{ 'aria-label': t('login.showPassword') }}
            {...form.getInputProps('password')}
          />
          <Button type="submit" size="md" fullWidth loading={loginMutation.isPending}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      {demoAccounts.length > 0 && (
        <DemoAccounts
          accounts={demoAccounts}
          onPick={(account) => {
            form.setValues({ email: account.email, password: account.password });
            form.clearErrors();
          }}
        />
      )}
    </Stack>
  );
}
