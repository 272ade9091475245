import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './theme.css';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { installErrorReporting } from '../lib/error-reporter.ts';
import { cssVariablesResolver, theme } from './theme.ts';

// The toasts' container (transitions, the Notification component) is not needed to draw a page:
// its code is fetched when the first toast is asked for. Until it mounts, the toast waits in
// Mantine's notifications store, which the container reads when it does. Signed-in pages and
// the retro room still fetch it as soon as they are idle (usePreloadedToasts): some of their
// toasts ("Connection lost!") are shown when the network is gone and the code could no longer be
// fetched. The sign-in page, where most visits start, does not pay for it.
const loadContainer = () => import('./toast-container.ts');
// A container that could not be fetched (offline before the page was idle) shows nothing
// rather than taking the page down through the Suspense boundary.
type ContainerProps = { position: 'bottom-right'; limit: number };
const Notifications = lazy(
  (): Promise<{ default: ComponentType<ContainerProps> }> =>
    loadContainer().then(
      (m) => ({ default: (props: ContainerProps) => <m.Notifications {...props} /> }),
      () => ({ default: () => null }),
    ),
);

function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 1000);
  return () => window.clearTimeout(id);
}

/** Fetches the toasts' code once the page is idle, so a toast can show even offline later. */
export function usePreloadedToasts(): void {
  useEffect(
    () =>
      whenIdle(() => {
        loadContainer().catch(() => {
          // Offline already: the lazy container then shows nothing rather than failing.
        });
      }),
    [],
  );
}

function Toasts() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) {
    setWanted(true);
  }
  return wanted ? (
    <Suspense fallback={null}>
      {/* Spec 002 §8: bottom right. The toast helper keeps one toast on screen, 2 s each; limit 1
          guards against anything else. */}
      <Notifications position="bottom-right" limit={1} />
    </Suspense>
  ) : null;
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // Errors go to the server from here on (idempotent). Called while rendering rather than in an
  // effect: children's effects run first, and the route error boundary's report would be lost.
  installErrorReporting();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <Toasts />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
