import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { type FakeSocket, fakeSockets } from '../../lib/fake-socket.fixture.ts';
import { ME_QUERY_KEY } from '../../lib/session.tsx';
import { sessionUserFixture } from '../../lib/session-user.fixture.ts';
import { connectLiveNotifications } from './live-notifications.ts';

vi.mock('socket.io-client', async () => (await import('../../lib/fake-socket.fixture.ts')).fakeSocketIo());

// The bell's socket is how a tab that makes no request hears that its session ended elsewhere:
// the server closes the user's sockets, and the tab asks the session probe again at once.

let queryClient: QueryClient;
let probes: number;
let stop: () => void;
let unsubscribe: () => void;

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  probes = 0;
  queryClient.setQueryData(ME_QUERY_KEY, sessionUserFixture());
  // The signed-in layout's observer of the session probe, as useMe() holds it.
  const observer = new QueryObserver(queryClient, {
    queryKey: ME_QUERY_KEY,
    queryFn: async () => {
      probes += 1;
      return null;
    },
    staleTime: 60_000,
  });
  unsubscribe = observer.subscribe(() => undefined);
  stop = connectLiveNotifications(queryClient);
});

afterEach(() => {
  stop();
  unsubscribe();
  fakeSockets.length = 0;
});

function socket(): FakeSocket {
  return fakeSockets[0] as FakeSocket;
}

it('asks the session probe again when the server closes the socket', async () => {
  socket().fire('disconnect', 'io server disconnect');
  await vi.waitFor(() => expect(probes).toBe(1));
  await vi.waitFor(() => expect(queryClient.getQueryData(ME_QUERY_KEY)).toBeNull());
});

it('asks again when a reconnection is refused for the session', async () => {
  socket().fire('connect_error', new Error('SESSION_EXPIRED'));
  await vi.waitFor(() => expect(probes).toBe(1));
});

it('does not ask when the connection merely dropped or was refused for another reason', async () => {
  socket().fire('disconnect', 'transport close');
  socket().fire('connect_error', new Error('TOO_MANY_CONNECTIONS'));
  // Asked for something else afterwards, the probe has still not run.
  await queryClient.invalidateQueries({ queryKey: ['nothing'] });
  expect(probes).toBe(0);
  expect(queryClient.getQueryState(ME_QUERY_KEY)?.isInvalidated).toBe(false);
});
