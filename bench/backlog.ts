import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { api, demoSquad } from './sockets.ts';
import { percentile, processUsage, root, startServer } from './support.ts';

// A squad's backlog of 5,000 work items: the first page's API time, a re-rank's time
// (a move writes the moved item only), and the backlog page's time to its first rows in
// Chromium. Targets: API p99 < 50 ms, re-rank < 20 ms, first rows < 1 s. Data is seeded through
// the API. BENCH_BACKLOG_ITEMS changes the size; BENCH_BACKLOG_BROWSER=0 skips the browser.
// Figures are printed, never asserted.

const ITEMS = Number(process.env.BENCH_BACKLOG_ITEMS ?? 5000);
const SEED_CONCURRENCY = 8;
const PAGE_REQUESTS = 300;
const RANKS = 200;
const PAGE_LOADS = 5;
const TYPES = ['Story', 'Story', 'Story', 'Task', 'Bug'] as const;

async function get(url: string, cookie: string): Promise<unknown> {
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok) {
    throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  }
  return response.json();
}

/** Times `task` `count` times one after another (a person's own wait, not a throughput). */
async function timed(count: number, task: (i: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await task(i);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const figures = (times: number[]) =>
  `p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms (n=${times.length})`;

/**
 * Opens the backlog in Chromium, signed in, and waits until the first item's id is on screen:
 * the time from navigation start, as the page measures it. The first load is cold (nothing
 * cached), the others warm.
 */
async function firstRows(
  baseUrl: string,
  cookie: string,
  squadId: string,
  firstId: string,
): Promise<number[]> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name: name ?? '', value: value ?? '', url: baseUrl }]);
    const page = await context.newPage();
    const times: number[] = [];
    for (let i = 0; i < PAGE_LOADS; i++) {
      await page.goto(`${baseUrl}/backlog?squad=${squadId}`, { waitUntil: 'commit' });
      await page.getByText(firstId, { exact: false }).first().waitFor({ state: 'visible', timeout: 30_000 });
      times.push(await page.evaluate(() => performance.now()));
    }
    return times;
  } finally {
    await browser.close();
  }
}

export async function benchBacklog(): Promise<void> {
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3415));
  try {
    console.log(
      `engine: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, load average at start ${loadavg()[0]?.toFixed(2)}`,
    );
    const { cookie, squadId } = await demoSquad(server, 'Bench Backlog', 'BNBL');
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: SEED_CONCURRENCY }, async () => {
        while (next < ITEMS) {
          const i = next++;
          await api(server, '/api/work-items', cookie, {
            squadId,
            type: TYPES[i % TYPES.length],
            title: `Bench item ${i} about ${(i * 7919).toString(36)}`,
          });
        }
      }),
    );
    console.log(`seeded ${ITEMS} items in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const pageUrl = `${server.url}/api/work-items/backlog?squadId=${squadId}&limit=50`;
    const first = (await get(pageUrl, cookie)) as {
      items: { id: string; acronymId: string }[];
      total: number;
    };
    console.log(`first page: ${first.items.length} of ${first.total} items`);
    const pageTimes = await timed(PAGE_REQUESTS, () => get(pageUrl, cookie));
    console.log(`first page of the backlog (50 items): ${figures(pageTimes)} (target p99 < 50 ms)`);

    // Moves across the whole list: each item lands right after another picked at random.
    const ids: string[] = [];
    let after: string | null = null;
    do {
      const pageOf = (await get(
        `${server.url}/api/work-items/backlog?squadId=${squadId}&limit=200${after ? `&after=${after}` : ''}`,
        cookie,
      )) as { items: { id: string }[]; nextCursor: string | null };
      ids.push(...pageOf.items.map((item) => item.id));
      after = pageOf.nextCursor;
    } while (after);
    const pick = () => ids[Math.floor(Math.random() * ids.length)] as string;
    const rankTimes = await timed(RANKS, async () => {
      const moving = pick();
      let target = pick();
      while (target === moving) {
        target = pick();
      }
      await api(server, `/api/work-items/${moving}/rank`, cookie, { afterId: target });
    });
    console.log(`re-rank in a backlog of ${ids.length}: ${figures(rankTimes)} (target < 20 ms)`);

    if (process.env.BENCH_BACKLOG_BROWSER === '0') {
      console.log('backlog page: skipped (BENCH_BACKLOG_BROWSER=0)');
    } else if (existsSync(join(root, 'web', 'dist', 'index.html'))) {
      const top = (await get(pageUrl, cookie)) as { items: { acronymId: string }[] };
      const loads = await firstRows(server.url, cookie, squadId, top.items[0]?.acronymId ?? '');
      console.log(
        `backlog page, first rows on screen: cold ${loads[0]?.toFixed(0)} ms, warm ${loads
          .slice(1)
          .map((ms) => ms.toFixed(0))
          .join(' / ')} ms (target < 1 s)`,
      );
    } else {
      console.log('backlog page: skipped (build the web app first: npm run build -w web)');
    }
    const usage = processUsage(server.pid);
    console.log(
      `server: ${usage.cpuSeconds.toFixed(1)} CPU s, peak RSS ${usage.peakMiB.toFixed(0)} MiB; load average at end ${loadavg()[0]?.toFixed(2)}`,
    );
  } finally {
    await server.stop();
  }
}
