import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from '../app.js';
import { type AppConfig, loadConfig } from '../config.js';
import type { TemplateEntry } from '../../shared/catalog/template-entry.js';
import type { DatabaseHandle } from '../db/client.js';
import { writeStandInClient } from './stand-in-client.js';
import { openTestDatabase } from './test-database.js';

export const testPublicUrl = 'http://localhost:8080';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export interface TestAppOptions extends Pick<BuildOptions, 'blobStore' | 'stripeHttpClient' | 'database' | 'clock' | 'logStream'> {
  /** The stand-in build's templates.json; empty unless a test needs built-in templates. */
  builtInTemplates?: TemplateEntry[];
  /** The source of a stand-in page renderer (dist/ssr/entry-server.js): the public pages are then rendered on the server. */
  pageRenderer?: string;
}

/** A built app on the test database, with a tiny stand-in client build (the SPA has its own tests). */
export async function createTestApp(env: NodeJS.ProcessEnv = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const { builtInTemplates = [], database: ownDatabase, pageRenderer, ...buildOptions } = options;
  const workDir = await mkdtemp(path.join(tmpdir(), 'cornice-test-'));
  const clientDir = path.join(workDir, 'client');
  await writeStandInClient(clientDir, builtInTemplates);
  if (pageRenderer !== undefined) {
    await mkdir(path.join(workDir, 'ssr'));
    await writeFile(path.join(workDir, 'ssr', 'entry-server.js'), pageRenderer);
  }
  // Tests share two busy cores: a stall of a second is common there and must not turn requests
  // away; the overload test sets its own thresholds. A font thread's deadline also covers its
  // start, which under tsx (compiling fontkit's imports) took over the 10 s default on a busy CI
  // machine: the hostile-font tests are refused by size and heap, not by that deadline.
  const quiet = { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0', FONT_WORKER_TIMEOUT_MS: '60000', CHECK_RESPONSES: 'true' };
  const config = loadConfig(
    { PUBLIC_URL: testPublicUrl, LOG_LEVEL: 'silent', DATA_DIR: path.join(workDir, 'data'), TEMPLATE_ORIGINALS_DIR: path.join(workDir, 'template-originals'), ...quiet, ...env },
    clientDir,
  );
  const database = ownDatabase ?? (await openTestDatabase());
  const app = await buildApp(config, { database, ...buildOptions });
  await app.ready();
  return {
    app,
    config,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await rm(workDir, { recursive: true, force: true });
    },
  };
}
