// Debian's Chromium, as the e2e suite and the web benchmark (bench/web.ts) both start it: never
// a downloaded browser. CHROMIUM_PATH points elsewhere.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, and quiet: no background fetches or updates that would cost time while measured. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
