import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package root: this file sits at src/server/paths.ts and, built, at dist/server/paths.js. */
export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const migrationsDir = path.join(rootDir, 'src', 'server', 'db', 'migrations');
export const defaultClientDir = path.join(rootDir, 'dist', 'client');
export const serverViewsDir = path.join(rootDir, 'src', 'server', 'idp', 'static');
export const sandboxViewsDir = path.join(rootDir, 'src', 'server', 'payments', 'sandbox', 'static');
/** The built-in templates' print originals, written by `npm run assets`; never under the public files. */
export const defaultTemplateOriginalsDir = path.join(rootDir, 'template-originals');
