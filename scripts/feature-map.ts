import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// The "Where a feature lives" table of docs/architecture.md, made from the code: the web routes
// (web/src/app/router.tsx: each page's loader and the feature folders it imports), the API
// prefixes (API_MODULES in server/src/app.ts) and the folders of the four workspaces. A feature
// keeps one folder name everywhere; where it does not, ELSEWHERE says so and why.
// `node --import tsx scripts/feature-map.ts` rewrites the table; feature-map.test.ts fails when
// the doc is stale or a name is not accounted for.

const WORKSPACES = {
  domain: 'domain/src',
  server: 'server/src/modules',
  web: 'web/src/features',
  e2e: 'e2e/tests',
} as const;
type Workspace = keyof typeof WORKSPACES;

/** Folders that are no feature of their own: shared pieces every feature uses. */
const NOT_FEATURES: Record<Workspace, readonly string[]> = {
  domain: ['common', 'realtime', 'nav'], // shared types and rules, the socket events, the menus
  server: ['health', 'storage'], // the health check, the file storage adapter
  web: [],
  e2e: ['a11y', 'first-run', 'shell', 'support'], // journeys across features, and their helpers
};

/** The deliberate exceptions: where a feature's part is not a folder of its own name ([]: none). */
const ELSEWHERE: Record<string, Partial<Record<Workspace, readonly string[]>>> = {
  // The staff area's rules and API are `admin`; its one page is the admin dashboard.
  'admin-dashboard': { domain: ['admin'], server: ['admin'] },
  // A squad's backlog is its work items without a sprint: the work-items repository and rules
  // serve it (another module may not use that repository).
  backlog: { domain: ['work-items'], server: ['work-items'] },
  // Every retro rule is in domain/src/retro; each retro page has its own web feature.
  retros: { domain: ['retro'], server: ['retros', 'retro-templates'] },
  'retro-room': {
    domain: ['retro'],
    server: ['retro-room', 'retro-board'],
    e2e: ['retro-room', 'retro-board', 'retro-ending', 'retro-facilitation'],
  },
  calendar: { domain: ['retro'], server: ['retros'] },
  'join-retro': { domain: ['retro'], server: ['retros', 'retro-room'] },
  // The Permissions page manages users and roles (/api/users, /api/roles).
  permissions: { domain: ['users'], server: ['users'] },
  // Unsubscribing is about notification mail; its routes sit with the mailer.
  unsubscribe: { domain: ['notifications'], server: ['mail'] },
  // The Configuration pages' journeys: Settings, and the sprints' Sprint Settings.
  settings: { e2e: ['configuration'] },
  sprints: { e2e: ['sprints', 'configuration'] },
  // Static pages.
  legal: { domain: [], server: [], e2e: [] },
  // A dialog of the shell, tested in web and server.
  'bug-report': { e2e: [] },
  // Pieces of other features' pages: web/src/entities/{comment,attachment}, lib/error-reporter.ts.
  comments: { web: [], e2e: [] },
  attachments: { web: [], e2e: [] },
  'client-logs': { web: [], e2e: [] },
  // A person's calendar address is a section of the profile's Account Settings.
  'calendar-feed': { web: ['profile'], e2e: ['profile'] },
};

export interface Layout {
  folders: Record<Workspace, string[]>;
  /** Web feature → the routes whose page it gives. */
  routes: Map<string, string[]>;
  /** Server module folder → its API prefixes. */
  prefixes: Map<string, string[]>;
}

const read = (root: string, file: string) => readFileSync(path.join(root, file), 'utf8');
const push = (map: Map<string, string[]>, key: string, value: string) => {
  const list = map.get(key) ?? [];
  if (!list.includes(value)) {
    map.set(key, [...list, value]);
  }
};

/** Each route path of the router and the feature folders its page comes from. */
function webRoutes(root: string): Map<string, string[]> {
  const router = read(root, 'web/src/app/router.tsx');
  const pages = new Map<string, string[]>();
  // Page loaders: `const x = lazyPage(() => import('../features/f/…'))`, or a layout of app/.
  for (const [, name, body = ''] of router.matchAll(/const (\w+)(?::[^=]+)? = ([\s\S]*?);\n/g)) {
    const layout = body.match(/'\.\/(layouts\/[\w-]+\.tsx)'/)?.[1];
    const source = layout
      ? read(root, `web/src/app/${layout}`).match(/features\/[\w-]+\/[\w/-]*-page\.tsx/g)
      : null;
    const features = [...(source ?? [body]).join('\n').matchAll(/features\/([\w-]+)\//g)].map(
      (m) => m[1] ?? '',
    );
    pages.set(name ?? '', features);
  }
  for (const [, name, feature = ''] of router.matchAll(
    /import \{ (\w+) \} from '\.\.\/features\/([\w-]+)\//g,
  )) {
    pages.set(name ?? '', [feature]);
  }
  // The route objects: a path is its ancestors' paths and its own.
  const routes = new Map<string, string[]>();
  const stack: (string | undefined)[] = [];
  const region = router.slice(router.indexOf('const publicRoutes'));
  for (const [token, own, page] of region.matchAll(/\{|\}|path: '([^']*)'|(?:lazy: |element: <)(\w+)/g)) {
    if (token === '{') {
      stack.push(undefined);
    } else if (token === '}') {
      stack.pop();
    } else if (own !== undefined) {
      stack[stack.length - 1] = own;
    } else {
      const route = `/${stack.filter((p) => p && p !== '/').join('/')}`;
      for (const feature of pages.get(page ?? '') ?? []) {
        push(routes, feature, route);
      }
    }
  }
  return routes;
}

/** API_MODULES of server/src/app.ts: each module folder's prefixes under /api. */
function apiPrefixes(root: string): Map<string, string[]> {
  const app = read(root, 'server/src/app.ts');
  const folderOf = new Map<string, string>();
  for (const [, names = '', folder = ''] of app.matchAll(
    /import \{([^}]+)\} from '\.\/modules\/([\w-]+)\//g,
  )) {
    for (const name of names.split(',')) {
      folderOf.set(name.trim(), folder);
    }
  }
  const modules = app.slice(
    app.indexOf('const API_MODULES'),
    app.indexOf('];', app.indexOf('const API_MODULES')),
  );
  const prefixes = new Map<string, string[]>();
  for (const [, name = '', prefix] of modules.matchAll(/\[(\w+), '([^']+)'\]/g)) {
    push(prefixes, folderOf.get(name) ?? name, `/api${prefix}`);
  }
  return prefixes;
}

export function readLayout(root: string): Layout {
  const folders = Object.fromEntries(
    Object.entries(WORKSPACES).map(([workspace, dir]) => [
      workspace,
      readdirSync(path.join(root, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort(),
    ]),
  ) as Record<Workspace, string[]>;
  return { folders, routes: webRoutes(root), prefixes: apiPrefixes(root) };
}

const partsOf = (feature: string, workspace: Workspace) => ELSEWHERE[feature]?.[workspace] ?? [feature];
const names = Object.keys(WORKSPACES) as Workspace[];

/** The features: every web feature, and any other folder that no exception claims. */
function featuresOf(layout: Layout): string[] {
  // A folder another feature names as its part (domain/src/retro, server/src/modules/mail) is no row.
  const claimed = new Set(
    Object.entries(ELSEWHERE).flatMap(([f, parts]) =>
      Object.values(parts)
        .flat()
        .filter((p) => p !== f),
    ),
  );
  const all = names.flatMap((w) =>
    layout.folders[w].filter((f) => !NOT_FEATURES[w].includes(f) && (w === 'web' || !claimed.has(f))),
  );
  return [...new Set([...all, ...layout.folders.web])].sort();
}

/** Every part of a feature that has no folder of the feature's name and no exception saying why. */
export function problemsOf(layout: Layout): string[] {
  const features = featuresOf(layout);
  const problems = names.flatMap((w) =>
    features.flatMap((f) =>
      partsOf(f, w)
        .filter((folder) => !layout.folders[w].includes(folder))
        .map(
          (folder) =>
            `${f}: no ${WORKSPACES[w]}/${folder} (rename the folder, or say in ELSEWHERE where it is)`,
        ),
    ),
  );
  const stale = Object.keys(ELSEWHERE).filter((f) => !features.includes(f));
  return [...problems, ...stale.map((f) => `${f}: in ELSEWHERE but no longer a feature`)];
}

export function featureTable(layout: Layout): string {
  const code = (items: readonly string[]) => (items.length ? items.map((i) => `\`${i}\``).join(', ') : '—');
  const rows = featuresOf(layout).map((f) => {
    const server = partsOf(f, 'server').map((m) => {
      const prefixes = layout.prefixes.get(m);
      return prefixes ? `\`${m}\` (${prefixes.map((p) => `\`${p}\``).join(', ')})` : `\`${m}\``;
    });
    const cells = [
      f,
      code(layout.routes.get(f) ?? []),
      code(partsOf(f, 'domain')),
      server.join(', ') || '—',
      code(partsOf(f, 'web')),
      code(partsOf(f, 'e2e')),
    ];
    return `| ${cells.join(' | ')} |`;
  });
  const head = '| feature | route(s) | domain/src | server/src/modules | web/src/features | e2e/tests |';
  return [head, '|---|---|---|---|---|---|', ...rows].join('\n');
}

const MARKERS = ['<!-- feature-map: start -->', '<!-- feature-map: end -->'] as const;
export const DOC = 'docs/architecture.md';

/** The table as the doc holds it between the markers, or null without them. */
export function tableInDoc(doc: string): string | null {
  const start = doc.indexOf(MARKERS[0]);
  const end = doc.indexOf(MARKERS[1]);
  return start < 0 || end < 0 ? null : doc.slice(start + MARKERS[0].length, end).trim();
}

if (import.meta.filename === process.argv[1]) {
  const root = path.join(import.meta.dirname, '..');
  const layout = readLayout(root);
  const doc = read(root, DOC);
  if (tableInDoc(doc) === null) {
    throw new Error(`${DOC} has no ${MARKERS.join(' … ')}`);
  }
  const start = doc.indexOf(MARKERS[0]) + MARKERS[0].length;
  writeFileSync(
    path.join(root, DOC),
    `${doc.slice(0, start)}\n${featureTable(layout)}\n${doc.slice(doc.indexOf(MARKERS[1]))}`,
  );
  for (const problem of problemsOf(layout)) {
    console.warn(problem);
  }
}
