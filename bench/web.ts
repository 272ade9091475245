import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { api, demoSquad } from './sockets.ts';
import { type RunningServer, root, startServer } from './support.ts';

// The front end as a visitor's browser gets it (issue 12, "Front end"): what the web build
// ships, the compressed JavaScript each page downloads, and Lighthouse's performance score on
// the mobile and desktop presets for sign-in, the dashboard and a live retro board. Figures are
// printed beside their targets, never asserted. BENCH_WEB_BUILD=0 measures the web/dist already
// built instead of building it first.

const DIST = join(root, 'web', 'dist');

/** Issue 12's targets. */
const TARGET = { signInJsKiB: 150, mobile: { 'sign-in': 90, dashboard: 80, board: 80 }, desktop: 95 };

type Preset = 'mobile' | 'desktop';
type PageName = keyof typeof TARGET.mobile;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function buildWeb(): void {
  const t0 = performance.now();
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) {
    throw new Error('the web build failed');
  }
  console.log(`web build (vite + precompress): ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

/** The files index.html makes every first visit load (entry, its static imports, styles). */
function printEntrySizes(): void {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '');
  const sum = (ext: string, variant: '' | '.br' | '.gz') =>
    files
      .filter((f) => f.endsWith(ext))
      .reduce((total, f) => {
        const path = join(DIST, f + variant);
        // A file too small to be worth a compressed copy goes as it is.
        return total + statSync(existsSync(path) ? path : join(DIST, f)).size;
      }, 0);
  const js = files.filter((f) => f.endsWith('.js')).length;
  console.log(
    `entry JS (${js} files, every page): ${kib(sum('.js', '.br'))} brotli, ${kib(sum('.js', '.gz'))} gzip, ` +
      `${kib(sum('.js', ''))} raw; CSS ${kib(sum('.css', '.br'))} brotli, ${kib(sum('.css', ''))} raw`,
  );
}

/** Signs the demo admin in and opens an instant retro: the cookie and the board's address. */
async function prepare(server: RunningServer): Promise<{ cookie: string; boardPath: string }> {
  const { cookie, squadId } = await demoSquad(server, 'Web Bench Squad', 'WEBB');
  const { retro } = await api(server, '/api/retros', cookie, {
    title: 'Web bench retro',
    squadId,
    template: 'went-well',
    startType: 'instant',
  });
  return { cookie, boardPath: `/retro-session/${retro.room}` };
}

/** Bytes on the wire for a GET (node:http, which unlike fetch does not inflate them). */
function wireBytes(
  url: string,
  headers: Record<string, string>,
): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () =>
        resolve({ bytes, encoding: String(response.headers['content-encoding'] ?? 'none') }),
      );
    }).on('error', reject);
  });
}

/**
 * Answers with and without compression (the reference): a JSON answer (the API description,
 * the largest; answers under 1 KiB go uncompressed), index.html and the entry script.
 */
async function printWireSizes(server: RunningServer, cookie: string): Promise<void> {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1] ?? '/';
  for (const [path, headers] of [
    ['/api/docs/json', { cookie }],
    ['/sign-in', { accept: 'text/html' }],
    [entry, {}],
  ] as const) {
    const plain = await wireBytes(`${server.url}${path}`, { ...headers, 'accept-encoding': 'identity' });
    const br = await wireBytes(`${server.url}${path}`, {
      ...headers,
      'accept-encoding': 'gzip, deflate, br',
    });
    console.log(
      `${`GET ${path}`.padEnd(18)} ${kib(br.bytes)} (${br.encoding}) vs ${kib(plain.bytes)} uncompressed`,
    );
  }
}

/** Chromium with its DevTools port, for Lighthouse to drive. */
async function launchChromium(): Promise<{ port: number; stop(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'squadboard-lighthouse-'));
  const chrome: ChildProcess = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const killChrome = () => chrome.kill('SIGKILL');
  process.once('exit', killChrome);
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start: ${output}`)), 30_000);
    chrome.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    chrome.once('exit', () => reject(new Error(`Chromium exited: ${output}`)));
  });
  return {
    port,
    async stop() {
      process.off('exit', killChrome);
      const exited = new Promise((r) => chrome.once('exit', r));
      chrome.kill('SIGTERM');
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

interface PageResult {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  /** Time to interactive: when the page's own content is up and the main thread quiet. */
  ttiMs: number;
  /** What the LCP was: the loading splash of index.html, or the page's own content. */
  lcpElement: string;
  jsTransfer: number;
  jsResource: number;
  jsRequests: number;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
  url?: string;
}

async function audit(url: string, port: number, preset: Preset, cookie: string | null): Promise<PageResult> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) {
    throw new Error(`Lighthouse returned nothing for ${url}`);
  }
  const { lhr } = result;
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  }
  // The whole report, to see where the time goes (open it at googlechrome.github.io/lighthouse/viewer).
  const reports = process.env.BENCH_WEB_REPORTS;
  if (reports) {
    mkdirSync(reports, { recursive: true });
    writeFileSync(
      join(reports, `${new URL(url).pathname.split('/')[1]}-${preset}.json`),
      JSON.stringify(lhr),
    );
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  const scripts = (details?.items ?? []).filter((item) => item.resourceType === 'Script');
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { node?: { nodeLabel?: string } }[] }[] }
    | undefined;
  return {
    ttiMs: numeric('interactive'),
    lcpElement: lcpDetails?.items?.[0]?.items?.[0]?.node?.nodeLabel ?? '?',
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    fcpMs: numeric('first-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    jsTransfer: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsResource: scripts.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0),
    jsRequests: scripts.length,
  };
}

function printResult(page: PageName, preset: Preset, r: PageResult): void {
  const target = preset === 'desktop' ? TARGET.desktop : TARGET.mobile[page];
  const jsTarget = page === 'sign-in' ? ` (target ≤ ${TARGET.signInJsKiB} KiB)` : '';
  console.log(
    `${page.padEnd(8)} ${preset.padEnd(7)} score ${String(r.score).padStart(3)} (target ≥ ${target})  ` +
      `LCP ${(r.lcpMs / 1000).toFixed(2)} s ("${r.lcpElement.slice(0, 24)}")  FCP ${(r.fcpMs / 1000).toFixed(2)} s  ` +
      `TBT ${r.tbtMs.toFixed(0)} ms  TTI ${(r.ttiMs / 1000).toFixed(2)} s  ` +
      `JS ${kib(r.jsTransfer)} sent in ${r.jsRequests} files${jsTarget}, ${kib(r.jsResource)} uncompressed`,
  );
}

export async function benchWeb(): Promise<void> {
  if (process.env.BENCH_WEB_BUILD !== '0' || !existsSync(join(DIST, 'index.html'))) {
    buildWeb();
  }
  printEntrySizes();
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3414));
  let chrome: Awaited<ReturnType<typeof launchChromium>> | null = null;
  try {
    console.log(`database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
    const { cookie, boardPath } = await prepare(server);
    await printWireSizes(server, cookie);
    chrome = await launchChromium();
    const pages: [PageName, string, string | null][] = [
      ['sign-in', '/sign-in', null],
      ['dashboard', '/dashboard', cookie],
      ['board', boardPath, cookie],
    ];
    const only = process.env.BENCH_WEB_PAGES?.split(',');
    for (const preset of ['mobile', 'desktop'] as const) {
      for (const [name, path, pageCookie] of pages.filter(([name]) => !only || only.includes(name))) {
        printResult(name, preset, await audit(`${server.url}${path}`, chrome.port, preset, pageCookie));
      }
    }
  } finally {
    await chrome?.stop();
    await server.stop();
  }
}
