import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { defaultClientDir } from './paths.js';

/** `npm start`: configuration from the environment, then listen until told to stop. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env, process.env.CLIENT_DIR || defaultClientDir);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  const shutdownGraceMs = config.shutdownGraceSeconds * 1000;
  // Stop listening at once, let requests in flight finish (each gets its answer), then close the
  // database; past the grace period, exit anyway so an orchestrator's restart is never stuck.
  const stop = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.error({ graceMs: shutdownGraceMs }, 'requests still running after the grace period: exiting');
      process.exit(1);
    }, shutdownGraceMs);
    deadline.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ publicUrl: config.publicUrl, database: config.databaseUrl === undefined ? 'pglite' : 'postgres' }, 'Cornice is ready');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
