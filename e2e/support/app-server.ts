import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { scaled } from './time-scale.js';

const serverEntry = path.resolve('dist/server/server.js');
/** How long a start may take on an idle machine before it counts as failed; stretched on a slow one. */
export const startTimeoutMs = 120_000;

/** A free TCP port on loopback, chosen by the kernel. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function createDataDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'cornice-e2e-'));
}

/** The built app as `npm start` runs it, on its embedded defaults, in its own data directory. */
export class AppServer {
  #process: ChildProcess | undefined;
  #log = '';

  constructor(
    readonly port: number,
    readonly dataDir: string,
    /** Set last, over the test defaults above (a bench turns the response check off, as production has it). */
    readonly env: Readonly<Record<string, string>> = {},
  ) {}

  get baseUrl(): string {
    return `http://localhost:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, [serverEntry], {
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        PUBLIC_URL: this.baseUrl,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
        TEST_HOOKS: 'true',
        CHECK_RESPONSES: 'true',
        // The browser tests share busy cores: a one-second stall must not turn pages away.
        OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.#process = child;
    child.stdout?.on('data', (chunk: Buffer) => (this.#log += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (this.#log += chunk.toString()));
    try {
      await this.waitUntilHealthy(child);
    } catch (error) {
      // A start that never became healthy must not leave its server running (and its port and data directory held).
      await this.stop();
      throw error;
    }
  }

  async stop(): Promise<void> {
    const child = this.#process;
    if (child === undefined || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    // A server stuck in its start may not answer SIGTERM: it is killed outright after a while.
    const stuck = setTimeout(() => child.kill('SIGKILL'), scaled(15_000));
    await exited;
    clearTimeout(stuck);
    this.#process = undefined;
  }

  async restart(): Promise<void> {
    await this.stop();
    await this.start();
  }

  async dispose(): Promise<void> {
    await this.stop();
    await rm(this.dataDir, { recursive: true, force: true });
  }

  /** Generous: on a loaded 2-core machine a cold start (PGlite, migrations) can take well over a minute. */
  private async waitUntilHealthy(child: ChildProcess): Promise<void> {
    const deadline = Date.now() + scaled(startTimeoutMs);
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${this.#log}`);
      try {
        const response = await fetch(`${this.baseUrl}/api/health`);
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`server did not become healthy:\n${this.#log}`);
  }
}
