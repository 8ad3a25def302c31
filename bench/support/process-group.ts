import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';

/**
 * A command in a process group of its own (detached), its output appended to a log file, so that
 * it can be stopped with everything it started: npm, the shell of its script, the node under it.
 */
export class GroupProcess {
  readonly child: ChildProcess;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  #log: WriteStream;

  constructor(command: string, args: readonly string[], options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string }) {
    this.#log = createWriteStream(options.logFile, { flags: 'a' });
    this.#log.write(`$ ${[command, ...args].join(' ')}\n`);
    this.child = spawn(command, args, { cwd: options.cwd, env: options.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child.stdout?.pipe(this.#log, { end: false });
    this.child.stderr?.pipe(this.#log, { end: false });
    this.exited = new Promise((resolve, reject) => {
      this.child.once('error', reject);
      this.child.once('exit', (code, signal) => resolve({ code, signal }));
    });
  }

  get isRunning(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The group's id: the detached child's pid. */
  get groupId(): number {
    if (this.child.pid === undefined) throw new Error('the process did not start');
    return this.child.pid;
  }

  /** Synchronous, for an exit handler: the whole group, at once. */
  killNow(signal: NodeJS.Signals = 'SIGKILL'): void {
    if (this.child.pid === undefined) return;
    try {
      process.kill(-this.child.pid, signal);
    } catch {
      // the group is gone already
    }
  }

  /** Whether any process of the group is left. */
  get isGroupAlive(): boolean {
    if (this.child.pid === undefined) return false;
    try {
      process.kill(-this.child.pid, 0);
      return true;
    } catch {
      return false;
    }
  }

  /** SIGTERM to the whole group; SIGKILL to what is left of it after `graceMs`. */
  async stop(graceMs = 15_000): Promise<void> {
    this.killNow('SIGTERM');
    const deadline = Date.now() + graceMs;
    while (this.isGroupAlive && Date.now() < deadline) await sleep(100);
    this.killNow('SIGKILL');
    const killDeadline = Date.now() + 5_000;
    while (this.isGroupAlive && Date.now() < killDeadline) await sleep(50);
    await new Promise<void>((resolve) => this.#log.end(resolve));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
