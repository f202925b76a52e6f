import { Button, Code, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './sandbox-banner.module.css';

/** The sandbox provider's test cards (apps/server/src/modules/wallet/payments/sandbox-provider.ts). */
const testCards = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0000 0000 9995', outcome: 'insufficientFunds' },
  { number: '4000 0000 0000 9979', outcome: 'stolen' },
  { number: '4000 0000 0000 3220', outcome: 'needsConfirmation' },
] as const;

type SandboxBannerProps = { onUseCard: (number: string) => void; disabled: boolean };

/** Shown whenever the server pays through its sandbox: no real card is charged. */
export function SandboxBanner({ onUseCard, disabled }: SandboxBannerProps) {
  const { t } = useTranslation('wallet');
  return (
    <section
      className={classes.banner}
      aria-labelledby="sandbox-banner-title"
      data-testid="sandbox-banner"
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon color="orange" variant="light" size={40} radius="xl" aria-hidden="true">
          <IconFlask size={22} />
        </ThemeIcon>
        <Stack gap="xs" className={classes.body}>
          <div>
            <Text id="sandbox-banner-title" fw={700} className={classes.title}>
              {t('sandbox.title')}
            </Text>
            <Text size="sm">{t('sandbox.text')}</Text>
          </div>
          <ul className={classes.cards} aria-label={t('sandbox.card')}>
            {testCards.map((card) => (
              <li key={card.number} className={classes.row}>
                <Code dir="ltr" className={classes.code}>
                  {card.number}
                </Code>
                <Text size="sm" className={classes.outcome}>
                  {t(`sandbox.outcomes.${card.outcome}`)}
                </Text>
                <Button
                  size="compact-xs"
                  variant="default"
                  onClick={() => onUseCard(card.number)}
                  disabled={disabled}
                  aria-label={t('sandbox.useLabel', { number: card.number })}
                  className={classes.use}
                >
                  {t('sandbox.use')}
                </Button>
              </li>
            ))}
          </ul>
          <Text size="xs" c="dimmed">
            {t('sandbox.anyDetails')}
          </Text>
        </Stack>
      </Group>
    </section>
  );
}
