import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * When a process of the process group `groupId` running `node <script>` started, in epoch ms
 * (to the kernel's clock tick, 10 ms), read from Linux's /proc; null when it is not running or
 * there is no /proc. A wrapper (`npm start` runs `sh -c "npm run build && node …"`) does not
 * report when it reaches its last command: the kernel does.
 */
export function findProcessStart(groupId: number, script: string): number | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const ticksPerSecond = clockTicksPerSecond();
  for (const pid of entries) {
    try {
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (!path.basename(argv[0] ?? '').startsWith('node') || argv[1] !== script) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The fields after the command name (in brackets, which may hold spaces): state is field 3.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[5 - 3]) !== groupId) continue;
      const startTicks = Number(fields[22 - 3]);
      return bootEpochMs() + (startTicks / ticksPerSecond) * 1000;
    } catch {
      // the process ended meanwhile
    }
  }
  return null;
}

function clockTicksPerSecond(): number {
  try {
    const value = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    return Number.isFinite(value) && value > 0 ? value : 100;
  } catch {
    return 100;
  }
}

/** The boot time from the uptime (to 10 ms), not /proc/stat's btime (whole seconds). */
function bootEpochMs(): number {
  const uptimeSeconds = Number(readFileSync('/proc/uptime', 'utf8').split(' ')[0]);
  return Date.now() - uptimeSeconds * 1000;
}
