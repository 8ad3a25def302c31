import { existsSync } from 'node:fs';

/** The browser benches need the production build and Debian's Chromium: the path of the latter. */
export function requireBuildAndChromium(): string {
  if (!existsSync('dist/server/server.js') || !existsSync('dist/client/index.html')) throw new Error('the build is missing: run `npm run build` first');
  const chromePath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromePath)) throw new Error(`no Chromium at ${chromePath} (scripts/ensure-chromium.sh installs it; or set CHROMIUM_PATH)`);
  return chromePath;
}
