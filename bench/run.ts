import { benchAuth } from './auth.ts';
import { benchBacklog } from './backlog.ts';
import { benchBoard } from './board.ts';
import { benchBusyHour } from './busy-hour.ts';
import { benchLists } from './lists.ts';
import { benchRetro } from './retro.ts';
import { benchSprintBoard } from './sprint-board.ts';
import { benchSprintPanel } from './sprint-panel.ts';
import { printLoadAverage } from './support.ts';
import { benchWeb } from './web.ts';

// `npm run bench` runs every benchmark; `npm run bench -- auth` runs one. Figures are printed,
// never asserted: speed is tracked here, not in the test suites. Each prints the machine's load
// average at its start and its end: a figure taken on a busy machine says so.
const benches: Record<string, () => Promise<void>> = {
  auth: benchAuth,
  retro: benchRetro,
  board: benchBoard,
  lists: benchLists,
  web: benchWeb,
  backlog: benchBacklog,
  'sprint-board': benchSprintBoard,
  'sprint-panel': benchSprintPanel,
  'busy-hour': benchBusyHour,
};

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const names = wanted.length > 0 ? wanted : Object.keys(benches);
for (const name of names) {
  const bench = benches[name];
  if (!bench) {
    console.error(`Unknown benchmark "${name}". Available: ${Object.keys(benches).join(', ')}`);
    process.exit(2);
  }
  console.log(`\n## ${name}`);
  printLoadAverage('start');
  try {
    await bench();
  } finally {
    printLoadAverage('end');
  }
}
