import { fileURLToPath } from 'node:url';

// How the build groups what pages share (vite.config.ts). Left to itself the bundler makes a chunk
// for every set of pages that shares a module: 230 files, of which the sprint board needed 75,
// each a request that costs a phone a round trip. Instead, what most pages share goes into two
// chunks, libraries in `vendor` and our own code in `shared`: a module that at least
// MIN_PAGES of the pages import statically, or that the signed-in shell (which frames every
// signed-in page) and another page both import. What fewer pages share keeps the bundler's own
// chunks, so no page downloads another area's libraries (the rich-text editor, the date
// pickers, the drag and drop) for nothing. Pages are the modules the router loads lazily
// (app/router.tsx); what a page loads on demand (a dialog, the PDF export, the emoji picker, the
// charts) sits behind a dynamic import, so it counts for no page and keeps its own chunks.

/** The part of the bundler's chunking context read here. */
interface ChunkingContext {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

const ROUTER = fileURLToPath(new URL('./src/app/router.tsx', import.meta.url));
const SHELL = fileURLToPath(new URL('./src/app/layouts/signed-in-layout.tsx', import.meta.url));
/** Of the router's 37 lazily loaded modules, how many must share a module for all to load it. */
const MIN_PAGES = 10;

interface Reach {
  /** How many pages import the module (directly or not). */
  pages: number;
  /** Whether the signed-in shell does. */
  shell: boolean;
}

/** What each module is imported by, worked out once per build (the graph is complete by then). */
const reachOf = new WeakMap<object, Map<string, Reach>>();
let lastReach: { router: object; reach: Map<string, Reach> } | null = null;

function reachFrom(ctx: ChunkingContext): Map<string, Reach> {
  const router = ctx.getModuleInfo(ROUTER);
  if (!router) {
    return new Map();
  }
  // The router's module info is the same object throughout one chunking pass.
  if (lastReach?.router === router) {
    return lastReach.reach;
  }
  const reach = reachOf.get(router) ?? new Map<string, Reach>();
  for (const page of router.dynamicallyImportedIds) {
    const seen = new Set<string>([page]);
    const queue = [page];
    while (queue.length > 0) {
      const id = queue.pop() as string;
      const known = reach.get(id) ?? { pages: 0, shell: false };
      reach.set(id, { pages: known.pages + 1, shell: known.shell || page === SHELL });
      for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
  }
  reachOf.set(router, reach);
  lastReach = { router, reach };
  return reach;
}

/** The shared chunk a module goes into, or null for the bundler's own splitting. */
export function sharedChunkOf(id: string, ctx: ChunkingContext): string | null {
  const reach = reachFrom(ctx).get(id);
  if (!reach || (reach.pages < MIN_PAGES && !(reach.shell && reach.pages > 1))) {
    return null;
  }
  return /[\\/]node_modules[\\/]/.test(id) ? 'vendor' : 'shared';
}
