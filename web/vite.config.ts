import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API and socket.io run on the single app server (port 3000); the dev server proxies to it
// so the session cookie stays same-origin, exactly as in production where one process serves all.
const API_TARGET = 'http://localhost:3000';

/**
 * Libraries only lazily loaded pages and actions use (calendar, PDF export, emoji picker): they
 * stay in their own chunks instead of the vendor chunk every page downloads.
 */
const LAZY_LIBRARIES = [
  '@fullcalendar',
  'temporal-polyfill',
  'jspdf',
  'jspdf-autotable',
  'dejavu-fonts-ttf',
  'html2canvas',
  'canvg',
  'dompurify',
  'pako',
  'fflate',
  'fast-png',
  'iobuffer',
  'core-js',
  'stackblur-canvas',
  'rgbcolor',
  'svg-pathdata',
  'raf',
  'performance-now',
  'emoji-mart',
  '@emoji-mart',
];
const EAGER_VENDOR = new RegExp(`node_modules[\\\\/](?!(${LAZY_LIBRARIES.join('|')})[\\\\/])`);

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than our code: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 30,
            },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/, priority: 20 },
            { name: 'vendor', test: EAGER_VENDOR, priority: 10 },
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
