import type { SquadChoice, SquadChoices } from '@squadboard/domain/squads/squads.schema';
import { vi } from 'vitest';

// For web tests only: the server at the network boundary, so components run their real API
// calls, schemas and error handling. One copy, instead of one per test file.

export interface FakeCall {
  method: string;
  url: string;
  /** A JSON body parsed; any other body (a multipart form) as it was sent. */
  body: unknown;
}

/** Stubs `fetch`: records every call and answers it with `answer(call)` as [status, JSON body]. */
export function fakeApi(answer: (call: FakeCall) => [status: number, body: unknown]): FakeCall[] {
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call: FakeCall = {
        method: init.method ?? 'GET',
        url: String(url),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      };
      calls.push(call);
      const [status, body] = answer(call);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

type Abilities = SquadChoice['can'];
const EVERY_ABILITY: Abilities = { createRetro: true, planSprints: true, runSprints: true, configure: true };

/**
 * GET /api/squads/choices as the server answers it: each squad with every ability unless its
 * `can` says otherwise, and Create Retro offered unless `createRetro` is false.
 */
export function squadChoicesAnswer(
  squads: { id: string; name: string; can?: Partial<Abilities> }[],
  createRetro = true,
): SquadChoices {
  return {
    items: squads.map(({ id, name, can }) => ({ id, name, can: { ...EVERY_ABILITY, ...can } })),
    can: { createRetro },
  };
}
