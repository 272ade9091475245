import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATH_OF_ROUTE, REF_BODIES, refOf } from '../test-support/access-refs.ts';
import { createOrgSamples, type OrgSamples, sampleUrl } from '../test-support/access-samples.ts';
import { changedTables, databaseFingerprint } from '../test-support/db-fingerprint.ts';
import { api, type Method } from '../test-support/request.ts';
import { createTestApp } from '../test-support/test-app.ts';

// The access matrix's other half (access-matrix.test.ts walks the ids in paths and queries):
// ids in bodies. Every write route of the OpenAPI description whose JSON body takes an id (a uuid
// field) is sent, as organisation B's Super Admin on B's own things, a body valid for B with one
// of those ids swapped for organisation A's sample. It must be refused (404, 403, or 400 naming
// that field) and change nothing; then the same body with B's own id must succeed, so the
// refusal was the id's. A route that could attach B's data to A's squad, owner or parent, or
// reach A's rows through a list of ids, fails here.

/** Body ids the server accepts and never reads, so another organisation's cannot reach anything. */
const NOT_READ = new Set([
  // "Where in the backlog: before this item" (ZCreateWorkItem): no server code reads it yet.
  'POST /api/work-items beforeId',
]);

/** Routes whose body with B's own id cannot succeed here, and why (the probe still runs). */
const NO_CONTROL: Record<string, string> = {
  'POST /api/sprints/{id}/complete': 'only a running sprint completes; the sample sprint has not started',
};

interface Operation {
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}
type Spec = { paths?: Record<string, Record<string, Operation>> };

// The app is built while the file is collected, so that each field is a test of its own.
const t = await createTestApp();
const cases = Object.entries((t.app.swagger() as Spec).paths ?? {})
  .flatMap(([path, ops]) =>
    Object.entries(ops).flatMap(([method, op]) => {
      const properties = op.requestBody?.content?.['application/json']?.schema?.properties ?? {};
      return Object.entries(properties)
        .filter(([, schema]) => JSON.stringify(schema).includes('"format":"uuid"'))
        .map(([field]) => ({ route: `${method.toUpperCase()} ${path}`, field }));
    }),
  )
  .filter(({ route, field }) => !NOT_READ.has(`${route} ${field}`));

let a: OrgSamples;
let b: OrgSamples;

beforeAll(async () => {
  a = await createOrgSamples(t);
  b = await createOrgSamples(t);
});
afterAll(async () => {
  await t.close();
});

/** Why `route`'s `field` cannot be probed, or null. */
function gap(route: string, field: string): string | null {
  if (!REF_BODIES[route]) {
    return `${route} takes ids in its body: add a body valid for the caller's own organisation to REF_BODIES in server/src/test-support/access-refs.ts`;
  }
  if (refOf(route, field, a) === undefined) {
    return `${route}'s ${field}: say which sample it takes in REF_OF (or REF_OF_ROUTE) in server/src/test-support/access-refs.ts`;
  }
  return null;
}

describe('a Super Admin of another organisation, with A’s ids in a body', () => {
  it('finds a body and a sample for every id a write route takes', () => {
    expect(cases.length).toBeGreaterThan(30);
    expect(cases.flatMap(({ route, field }) => gap(route, field) ?? [])).toEqual([]);
  });

  it.each(cases)('$route with A’s $field is refused and changes nothing', async ({ route, field }) => {
    const missing = gap(route, field);
    if (missing) {
      throw new Error(missing);
    }
    const [method, template = ''] = route.split(' ') as [Method, string];
    const swaps = Object.entries(PATH_OF_ROUTE[route] ?? {}).map(([kind, other]) => [kind, b.ids[other]]);
    const found = sampleUrl(template, { ...b.ids, ...Object.fromEntries(swaps) });
    if ('missing' in found) {
      throw new Error(found.missing);
    }
    const body = await REF_BODIES[route]?.(b, t);
    const before = await databaseFingerprint(t.db);
    const probe = await api(t.app, b.org.admin, method, found.url, {
      ...body,
      [field]: refOf(route, field, a),
    });
    const named = probe.statusCode === 400 && field in (probe.json().fields ?? {});
    expect
      .soft(probe.statusCode === 403 || probe.statusCode === 404 || named, `${route}: ${probe.body}`)
      .toBe(true);
    expect(changedTables(before, await databaseFingerprint(t.db)), `${route} changed these tables`).toEqual(
      [],
    );

    if (!NO_CONTROL[route]) {
      const own = await api(t.app, b.org.admin, method, found.url, {
        ...body,
        [field]: refOf(route, field, b),
      });
      expect(own.statusCode, `${route} with B's own ${field}: ${own.body}`).toBeLessThan(300);
    }
  });
});
