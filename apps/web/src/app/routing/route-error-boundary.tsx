import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function RouteError() {
  const { t } = useTranslation();
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={420}>
        <Title order={1} size="h2" ta="center">
          {t('common.somethingWentWrong')}
        </Title>
        <Text c="dimmed" ta="center">
          {t('common.unexpectedError')}
        </Text>
        <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
      </Stack>
    </Center>
  );
}

type BoundaryProps = { children: ReactNode };
type BoundaryState = { failed: boolean };

/** Catches a page that fails to render or whose chunk cannot load (e.g. after a deployment). */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
