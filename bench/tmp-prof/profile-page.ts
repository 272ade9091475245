import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright';
import { startServer } from '../support.ts';
import { prepare } from '../web.ts';

const server = await startServer(3455);
try {
  const { cookie, boardPath, backlogPath, sprintPath } = await prepare(server);
  const paths: Record<string, string> = { dashboard: '/dashboard', board: boardPath, backlog: backlogPath, sprint: sprintPath };
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  for (const name of (process.env.PAGES ?? 'dashboard').split(',')) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const [k, v] = cookie.split('=');
    await context.addCookies([{ name: k as string, value: v as string, url: server.url }]);
    const page = await context.newPage();
    await page.goto(`${server.url}/sign-in`); // warm the cache: no
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const t0 = Date.now();
    await page.goto(`${server.url}${paths[name]}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(`/tmp/${name}.cpuprofile`, JSON.stringify(profile));
    console.log(name, 'loaded in', Date.now() - t0, 'ms');
    await context.close();
  }
  await browser.close();
} finally {
  await server.stop();
}
