import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { installSessionExpiry } from './app/session-expiry.ts';
import { stylesReady } from './app/styles-ready.ts';
import { meQueryOptions } from './features/auth/api/me.ts';

const queryClient = createQueryClient();
installSessionExpiry(queryClient);
// Every layout asks who is signed in; asking now overlaps it with fetching a lazily loaded page.
void queryClient.prefetchQuery(meQueryOptions);
const router = createAppRouter();

const root = document.getElementById('root');
if (!root) {
  throw new Error('index.html must contain #root');
}

// The first render as a transition: React renders it in slices of a few milliseconds and lets
// the browser run in between, instead of one long task that a slow phone cannot answer input
// during (most of the pages' blocking time). Nothing is on screen before it but the splash.
const app = createRoot(root);
void stylesReady().then(() =>
  startTransition(() =>
    app.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  ),
);
