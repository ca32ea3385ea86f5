import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { timings } from '@portal/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client';
import { EmbeddingGuard } from './embedding-guard';
import { cssVariablesResolver, theme } from './theme';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <Notifications
          position="top-right"
          autoClose={timings.toastMs}
          transitionDuration={timings.toastFadeMs}
        />
        <EmbeddingGuard>{children}</EmbeddingGuard>
      </QueryClientProvider>
    </MantineProvider>
  );
}
