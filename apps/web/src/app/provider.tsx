import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useSyncExternalStore } from 'react';
import { queryClient } from '../lib/query-client';
import { EmbeddingGuard } from './embedding-guard';
import { cssVariablesResolver, theme } from './theme';

// The toasts' host (with Mantine's notifications) is loaded with the signed-in app, whose screens
// show toasts (app/signed-in-app), not with the entry: the public pages show none.
let Host: ComponentType | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

export function loadToastHost(): Promise<void> {
  loading ??= import('./toast-host').then(({ ToastHost }) => {
    Host = ToastHost;
    for (const listener of listeners) listener();
  });
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

// The server draws no toasts: the hydrating render has none either, the next one the host.
const noHost = () => undefined;

function LoadedToastHost() {
  const Loaded = useSyncExternalStore(subscribe, () => Host, noHost);
  return Loaded ? <Loaded /> : null;
}

/** The providers of the signed-in app; the server renders with a query client of its own per page. */
export function AppProvider({
  children,
  client = queryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={client}>
        <LoadedToastHost />
        <EmbeddingGuard>{children}</EmbeddingGuard>
      </QueryClientProvider>
    </MantineProvider>
  );
}
