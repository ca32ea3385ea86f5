import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client';
import { EmbeddingGuard } from './embedding-guard';
import { cssVariablesResolver, theme } from './theme';
import { ToastHost } from './toast-host';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <ToastHost />
        <EmbeddingGuard>{children}</EmbeddingGuard>
      </QueryClientProvider>
    </MantineProvider>
  );
}
