import { MSG, type SessionUser } from '@squadboard/domain';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchMe } from '../features/auth/api/me.ts';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { ME_QUERY_KEY } from '../lib/session.tsx';
import { toast } from '../lib/toast.ts';
import { installSessionExpiry } from './session-expiry.ts';

// The "who is signed in" probe answers 200 even for visitors (no logged 401); these check that a
// session that ended is still noticed through it, and a plain visitor is not told anything.

const USER: SessionUser = {
  id: 'u1',
  email: 'a@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'SUPER_ADMIN',
  status: 'ACTIVE',
  customerId: 'c1',
  companyName: null,
  plan: null,
  avatarUrl: null,
  location: null,
  timeZone: null,
  firstLogin: false,
};

function probeAnswers(body: unknown) {
  const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify(body), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function setUp(known: SessionUser | null) {
  const queryClient = new QueryClient();
  installSessionExpiry(queryClient);
  queryClient.setQueryData(ME_QUERY_KEY, known);
  queryClient.setQueryData(['squads'], ['cached']);
  const warning = vi.spyOn(toast, 'warning').mockImplementation(() => {});
  return { queryClient, warning };
}

describe('the session probe and session expiry', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    setUnauthorizedHandler(null);
  });

  it('asks the always-200 probe and returns the user', async () => {
    const fetchMock = probeAnswers({ user: USER, expired: false });
    const { warning } = setUp(null);
    expect(await fetchMe()).toEqual(USER);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/session');
    expect(warning).not.toHaveBeenCalled();
  });

  it('a visitor is just null, with no toast', async () => {
    probeAnswers({ user: null, expired: false });
    const { queryClient, warning } = setUp(null);
    expect(await fetchMe()).toBeNull();
    expect(warning).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(['squads'])).toEqual(['cached']);
  });

  it('an expired session cookie tells the user and forgets the cache', async () => {
    probeAnswers({ user: null, expired: true });
    const { queryClient, warning } = setUp(null);
    expect(await fetchMe()).toBeNull();
    expect(warning).toHaveBeenCalledWith(MSG.session.expired);
    expect(queryClient.getQueryData(['squads'])).toBeUndefined();
  });

  it('no user while we believed someone signed in (signed out elsewhere) ends the session', async () => {
    probeAnswers({ user: null, expired: false });
    const { queryClient, warning } = setUp(USER);
    expect(await fetchMe()).toBeNull();
    expect(warning).toHaveBeenCalledWith(MSG.session.expired);
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toBeNull();
  });
});
