import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { responsiveImages } from './scripts/vite/responsive-images.js';

const clientRoot = fileURLToPath(new URL('./src/client', import.meta.url));

/** Everything the Node server answers itself; the dev server forwards it there. */
const serverPrefixes = ['/api', '/auth', '/idp'];
const serverOrigin = 'http://localhost:8080';

/** `vite build --ssr`: the server's page renderer (src/client/entry-server.tsx) into dist/ssr. */
const ssrBuild = {
  outDir: fileURLToPath(new URL('./dist/ssr', import.meta.url)),
  emptyOutDir: true,
  copyPublicDir: false,
};

export default defineConfig(({ isSsrBuild }) => ({
  root: clientRoot,
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [react(), responsiveImages()],
  build: isSsrBuild === true ? ssrBuild : {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    // .vite/manifest.json: the server preloads the chunk of the page it is asked for (spa-static).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries change less often than the app: their chunks stay cached across releases.
          // One chunk each, not one vendor chunk: a server-rendered page evaluates the app's
          // chunks one per step before it hydrates (deferred-hydration.ts), and each step must stay
          // a short task on a slow phone.
          groups: [
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
            { name: 'react-router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'react', test: /node_modules[\\/]react[\\/]/ },
            { name: 'i18next', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
            // The Italian texts apart from i18next's start (i18n.ts): two steps, not one long one.
            { name: 'texts-it', test: /src[\\/](client[\\/]i18n[\\/](it\.ts|[^\\/]+[\\/][^\\/]+\.it\.ts)|shared[\\/]api[\\/]api-messages\.ts)$/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      ...Object.fromEntries(serverPrefixes.map((prefix) => [prefix, { target: serverOrigin }])),
      // The templates' print originals are not in public/: the server serves them to entitled operators.
      '^/assets/templates/[^/]+/[^/]+/[^/]+\\.png$': { target: serverOrigin },
    },
  },
}));
