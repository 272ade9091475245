import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { sharedChunkOf } from './chunk-groups.ts';

/**
 * The app's stylesheet preloaded rather than linked: a linked one blocks the first paint, and
 * index.html's loading splash would wait for it. main.tsx links it and renders once it applies
 * (app/styles-ready.ts).
 */
function stylesheetAfterSplash(): Plugin {
  return {
    name: 'squadboard:stylesheet-after-splash',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<link rel="stylesheet"( crossorigin)? href=/g,
          '<link rel="preload" as="style"$1 href=',
        ),
    },
  };
}

// The API and socket.io run on the single app server (port 3000); the dev server proxies to it
// so the session cookie stays same-origin, exactly as in production where one process serves all.
const API_TARGET = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), stylesheetAfterSplash()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Every browser the app supports preloads modules itself; the polyfill would be dead weight.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React and the router, which every page runs and which change far less often than
            // our code: a long-lived chunk that stays cached across releases.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 30,
            },
            // The rest of what the entry imports statically (the sign-in page, providers, the
            // Mantine parts they use) in one chunk rather than thirty small ones, each of which
            // would cost a request and its headers before the first page can render.
            { name: 'app', tags: ['$initial'], priority: 20 },
            // What most pages share (chunk-groups.ts): libraries in one chunk, our own code in
            // another; what a few pages share keeps the bundler's chunks, so a page loads about
            // twenty files instead of seventy and never another area's heavy libraries.
            { name: sharedChunkOf, debugName: 'shared', priority: 10 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/socket.io': { target: API_TARGET, ws: true, changeOrigin: false },
    },
  },
});
