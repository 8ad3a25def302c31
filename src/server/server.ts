import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { defaultClientDir } from './paths.js';

/** `npm start`: configuration from the environment, then listen until told to stop. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env, defaultClientDir);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  const stop = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
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
