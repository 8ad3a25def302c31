import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface WorkerScript {
  /** Absolute path of the script a worker thread or child process starts from. */
  filename: string;
  /** Node options for it: the parent's, plus tsx's loader when the script is TypeScript source. */
  execArgv: string[];
}

/**
 * The worker script `stem` beside the module at `moduleUrl` (its import.meta.url). Built, the
 * server is JavaScript in dist/ and the script is `stem.js` next to the caller; under tsx or
 * vitest the caller is TypeScript source, so is the script, and a worker needs tsx's loader to
 * read it (vitest's transform does not reach other threads or processes).
 */
export function workerScript(moduleUrl: string, stem: string): WorkerScript {
  const isSource = moduleUrl.endsWith('.ts');
  const filename = fileURLToPath(new URL(`./${stem}${isSource ? '.ts' : '.js'}`, moduleUrl));
  if (!isSource || process.execArgv.some((arg) => arg.includes('tsx'))) return { filename, execArgv: [...process.execArgv] };
  const loader = pathToFileURL(createRequire(moduleUrl).resolve('tsx')).href;
  return { filename, execArgv: [...process.execArgv, '--import', loader] };
}
