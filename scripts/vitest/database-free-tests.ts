import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The server tests that cannot reach the database: neither they nor anything they import
 * (relative imports, followed to the end) touch `src/server/db/`, the test database helpers or a
 * child server process, and they do not name the test database's variables. The PostgreSQL run
 * of the server suite leaves them out, since it would only repeat the PGlite run's result. Found
 * from the source, so a test that starts using the database joins the PostgreSQL run by itself.
 * A test that builds the app (and so opens a database) without the database being any part of
 * what it checks says so with a `// database-free: <why>` line and runs once too.
 */
const databaseModules = [
  'src/server/db/',
  'src/server/test-support/test-database.ts',
  'src/server/test-support/process-database.ts',
  'src/server/test-support/server-process.ts',
];
/** Looked for in tests and their helpers only: a test or helper naming these reaches a database or a server process. */
const databaseWords = /TEST_DB_KIND|TEST_DATABASE_URL|openDatabase|dist\/server/;
const databaseFreeTag = /^\s*\/\/ database-free: /m;
const importPattern = /(?:import|export)\s(?!type\s)[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)|^\s*import\s*['"](\.{1,2}\/[^'"]+)['"]/gm;

function resolveImport(fromFile: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const withoutJs = base.replace(/\.js$/, '');
  const candidates = [base, `${withoutJs}.ts`, `${withoutJs}.tsx`, path.join(base, 'index.ts')];
  return candidates.find((candidate) => existsSync(candidate) && !candidate.endsWith('/'));
}

function reachesDatabase(rootDir: string, file: string, seen: Map<string, boolean>): boolean {
  const known = seen.get(file);
  if (known !== undefined) return known;
  seen.set(file, false);
  const relative = path.relative(rootDir, file).split(path.sep).join('/');
  if (databaseModules.some((module) => relative === module || (module.endsWith('/') && relative.startsWith(module)))) {
    seen.set(file, true);
    return true;
  }
  if (!/\.tsx?$/.test(file)) return false;
  const source = readFileSync(file, 'utf8');
  const isTestCode = relative.startsWith('src/server/test-support/') || relative.endsWith('.test.ts');
  let result = isTestCode && databaseWords.test(source);
  for (const match of source.matchAll(importPattern)) {
    if (result) break;
    const specifier = match[1] ?? match[2] ?? match[3];
    if (specifier === undefined) continue;
    const target = resolveImport(file, specifier);
    if (target !== undefined && reachesDatabase(rootDir, target, seen)) result = true;
  }
  seen.set(file, result);
  return result;
}

function serverTestFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverTestFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The database-free server tests, as paths relative to `rootDir` (vitest exclude patterns). */
export function databaseFreeServerTests(rootDir: string): string[] {
  const seen = new Map<string, boolean>();
  return serverTestFiles(path.join(rootDir, 'src/server'))
    .filter((file) => databaseFreeTag.test(readFileSync(file, 'utf8')) || !reachesDatabase(rootDir, file, seen))
    .map((file) => path.relative(rootDir, file).split(path.sep).join('/'))
    .sort();
}
