import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOC, featureTable, type Layout, problemsOf, readLayout, tableInDoc } from './feature-map.ts';

// Runs in the server project (vitest.config.ts): plain Node, reading the repository's files.

const root = path.join(import.meta.dirname, '..');
const layout = readLayout(root);

describe('where a feature lives', () => {
  it('docs/architecture.md holds the table the code gives (`node --import tsx scripts/feature-map.ts` rewrites it)', () => {
    expect(tableInDoc(readFileSync(path.join(root, DOC), 'utf8'))).toBe(featureTable(layout));
  });

  it('every feature has one folder name in domain, server, web and e2e, or an exception saying where', () => {
    expect(problemsOf(layout)).toEqual([]);
  });

  it('catches a feature whose server module is named otherwise', () => {
    const server = layout.folders.server.map((folder) => (folder === 'raid' ? 'risks' : folder));
    const renamed: Layout = { ...layout, folders: { ...layout.folders, server } };
    const problems = problemsOf(renamed);
    expect(problems).toContainEqual(expect.stringMatching(/^raid: no server\/src\/modules\/raid /));
    expect(problems).toContainEqual(expect.stringMatching(/^risks: no web\/src\/features\/risks /));
  });

  it("reads each route's feature from the router: imported, lazily loaded, joined, or behind an app layout", () => {
    expect(layout.routes.get('auth')).toContain('/sign-in');
    expect(layout.routes.get('permissions')).toEqual([
      '/configuration-settings',
      '/configuration-settings/permissions',
    ]);
    expect(layout.routes.get('action-registers')).toEqual(['/actions']);
    expect(layout.routes.get('retro-room')).toEqual(['/retro-session/:id']);
    expect(layout.prefixes.get('users')).toEqual(['/api/users', '/api/roles']);
  });
});
