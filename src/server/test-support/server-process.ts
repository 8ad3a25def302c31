import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { rootDir } from '../paths.js';
import { sendHttp } from './http-client.js';

/** A free TCP port on loopback, chosen by the kernel. */
export async function findFreePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/**
 * The real server (src/server/server.ts through tsx, as `npm run dev` runs it, so no build is
 * needed) in a child process of its own: what a kill, a SIGTERM or a second process does to it
 * is what happens in production.
 */
export class ServerProcess {
  #child: ChildProcess | undefined;
  #exit: Promise<Exit> | undefined;
  log = '';

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  // A first start compiles the whole server under tsx: over a minute on a busy 2-core machine.
  async start(timeoutMs = 150_000): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(rootDir, 'src', 'server', 'server.ts')], {
      cwd: rootDir,
      env: { ...process.env, PORT: String(this.port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0', ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.#child = child;
    this.#exit = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    child.stdout?.on('data', (chunk: Buffer) => (this.log += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (this.log += chunk.toString()));
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${this.log}`);
      const health = await sendHttp(`${this.baseUrl}/api/health`, { timeoutMs: 2_000 }).catch(() => undefined);
      if (health?.status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    throw new Error(`server did not become healthy:\n${this.log}`);
  }

  signal(signal: NodeJS.Signals): void {
    this.#child?.kill(signal);
  }

  /** Resolves when the process has exited (with its code or the signal that ended it). */
  async exited(): Promise<Exit> {
    if (this.#exit === undefined) throw new Error('never started');
    return this.#exit;
  }

  /** Ends the process if it still runs (a test's cleanup): SIGKILL, then waits for it. */
  async kill(): Promise<Exit | undefined> {
    const child = this.#child;
    if (child === undefined) return undefined;
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    return this.exited();
  }
}
