import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { afterEach } from 'vitest';
import { cssVariablesResolver, theme } from '../app/theme';

// What jsdom lacks and Mantine reads: media queries, element resizes and scrolling into view.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

afterEach(() => {
  cleanup();
  // Mantine keeps its toasts in a store of its own: a test starts without the last one's.
  notifications.clean();
});

/** A query client per test: no answer is shared between tests, and a failed call is not retried. */
export function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
}

/**
 * Renders a part of the portal as the app does (the portal's Mantine theme, a query client, the
 * toast host) and returns a user who types and clicks.
 */
export function renderUi(ui: ReactElement, options: { queryClient?: QueryClient } = {}) {
  const queryClient = options.queryClient ?? testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    // env="test": Mantine's own test mode, without transitions or portals, and with dropdowns shown
    // although jsdom lays nothing out (it would take every target for hidden).
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env="test"
    >
      <QueryClientProvider client={queryClient}>
        <Notifications />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
  const user = userEvent.setup();
  return { user, queryClient, ...render(ui, { wrapper }) };
}
