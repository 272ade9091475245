// The built index.html preloads the app's stylesheets instead of linking them (vite.config.ts,
// `stylesheetAfterSplash`): a linked stylesheet blocks the first paint, so the loading splash
// waited for all of Mantine's CSS (seconds on a slow phone network). The app's first render
// waits for them here instead, so nothing ever shows unstyled.

/** Links the preloaded stylesheets and resolves once they apply (at once in development). */
export function stylesReady(): Promise<void> {
  const preloads = document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]');
  // A page opened directly may have linked its chunk's stylesheet already: the app's own
  // (Mantine's core) go before it, in their order, or they would override the page's rules.
  const pageSheet = document.head.querySelector('link[rel="stylesheet"]');
  return Promise.all(
    [...preloads].map((preload) => {
      const sheet = document.createElement('link');
      sheet.rel = 'stylesheet';
      sheet.href = preload.href;
      // The same CORS mode as the preload, or the browser fetches the file a second time.
      sheet.crossOrigin = preload.crossOrigin;
      return new Promise<void>((resolve) => {
        // A stylesheet that fails must not keep the app from starting.
        sheet.addEventListener('load', () => resolve());
        sheet.addEventListener('error', () => resolve());
        document.head.insertBefore(sheet, pageSheet);
      });
    }),
  ).then(() => undefined);
}
