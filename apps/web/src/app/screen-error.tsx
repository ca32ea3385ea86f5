import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { publicMessages as messages } from '@portal/contracts';
import { RotateCw } from 'lucide-react';
import { Component, type ReactNode } from 'react';

// Browsers word a failed dynamic import differently; all mean a screen's code could not be fetched,
// most often because a new version replaced the files this tab was started with.
const chunkFailure = /dynamically imported module|module script failed|Failed to fetch|Loading chunk/i;

export function isChunkLoadFailure(error: unknown): boolean {
  return error instanceof Error && chunkFailure.test(error.message);
}

/** Shown instead of a screen that failed to load or to render: what happened, and 'Reload'. */
export function ScreenError({
  error,
  fullScreen = false,
  inCard = false,
}: {
  error: unknown;
  fullScreen?: boolean;
  /** Within the public layout's card: no second card around it. */
  inCard?: boolean;
}) {
  const upgraded = isChunkLoadFailure(error);
  return (
    <Center mih={fullScreen ? '100dvh' : inCard ? undefined : 240} p={inCard ? 0 : 'md'}>
      <Paper
        withBorder={!inCard}
        shadow={inCard ? 'none' : undefined}
        radius="md"
        p={inCard ? 0 : 'xl'}
        maw={480}
        w="100%"
        role="alert"
      >
        <Stack gap="md" align="flex-start">
          <Title order={1} fz={22}>
            {messages.screenFailed}
          </Title>
          <Text c="dimmed">
            {upgraded ? messages.screenFailedAfterUpgrade : 'Reloading the page usually puts it right.'}
          </Text>
          <Button
            leftSection={<RotateCw size={16} aria-hidden="true" />}
            onClick={() => window.location.reload()}
          >
            {messages.reload}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}

/** The public app's error boundary (it has no router to catch for it): a screen's failure in the card. */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, { error?: { value: unknown } }> {
  state: { error?: { value: unknown } } = {};

  static getDerivedStateFromError(value: unknown) {
    return { error: { value } };
  }

  render() {
    return this.state.error ? <ScreenError error={this.state.error.value} inCard /> : this.props.children;
  }
}
