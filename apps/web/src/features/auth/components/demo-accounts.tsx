import { Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { AuthConfigResponse } from '@school/shared/auth/auth.contract';
import { useTranslation } from 'react-i18next';
import classes from './demo-accounts.module.css';
import { ToneBadge } from '../../../components/tone-badge';

type DemoAccount = AuthConfigResponse['demoAccounts'][number];
type DemoAccountsProps = { accounts: DemoAccount[]; onPick: (account: DemoAccount) => void };

/** Only present when the server runs with demo data: one click fills the form. */
export function DemoAccounts({ accounts, onPick }: DemoAccountsProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="demo-accounts-title">
      <Text id="demo-accounts-title" fw={600} size="sm">
        {t('login.demoTitle')}
      </Text>
      <Text c="dimmed" size="xs" mb="sm">
        {t('login.demoHint')}
      </Text>
      <Stack gap={6}>
        {accounts.map((account) => (
          <UnstyledButton
            key={account.email}
            className={classes.account}
            onClick={() => onPick(account)}
          >
            <Text component="span" size="sm" fw={500} className={classes.email} dir="ltr">
              {account.email}
            </Text>
            <ToneBadge color="brand" label={t(`roles.${account.role}`)} className={classes.role} />
          </UnstyledButton>
        ))}
      </Stack>
    </Paper>
  );
}
