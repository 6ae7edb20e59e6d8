/**
 * Per-process CPU and memory from Linux's /proc, read from outside the process so the
 * measurement costs the measured process nothing: CPU time from /proc/<pid>/stat (utime +
 * stime, in clock ticks) and memory from /proc/<pid>/status (VmRSS now, VmHWM the peak).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

/** Linux reports CPU time in ticks of 1/100 s on every architecture Node runs on here. */
const TICKS_PER_SECOND = 100;

/** User + system CPU seconds the process has used so far. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces; the fields after its closing ')' are fixed.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return (utime + stime) / TICKS_PER_SECOND;
}

function statusKiB(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return match ? Number(match[1]) : 0;
}

export const rssBytes = (pid: number): number => statusKiB(pid, 'VmRSS') * 1024;
export const peakRssBytes = (pid: number): number => statusKiB(pid, 'VmHWM') * 1024;

/**
 * Starts a new peak (VmHWM := VmRSS) so the next reading is this scenario's peak and not the
 * process's lifetime one. Answers false where the kernel refuses, and callers fall back to
 * the sampled maximum.
 */
export function resetPeakRss(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** The parent pid of a process (field 4 of /proc/<pid>/stat). */
function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined; // gone while we looked
  }
}

/** A process's command name (/proc/<pid>/comm); undefined once it is gone. */
export function commandOf(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** A process and its direct children (PostgreSQL's postmaster and its backends). */
export function withChildren(pid: number): number[] {
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((candidate) => parentOf(candidate) === pid);
  return [pid, ...children];
}

/** CPU seconds of a process that may have exited meanwhile (counted as nothing more). */
function cpuSecondsIfAlive(pid: number): number | undefined {
  try {
    return cpuSeconds(pid);
  } catch {
    return undefined;
  }
}

export interface ProcessUsage {
  /** CPU seconds used during the window. */
  cpuSeconds: number;
  /** CPU used as a share of one core over the window, in percent. */
  cpuPercent: number;
  /** Highest resident memory seen during the window; null for a group of processes. */
  peakRssBytes: number | null;
  /** Resident memory, sampled once a second, for growth checks. */
  rssSamples: number[];
}

/**
 * A group watched as one: CPU summed over its processes at each end of the window (a
 * process that started inside the window counts whole, one that ended inside it is lost).
 * Memory is not summed: PostgreSQL's backends share their buffers, so a sum would mislead.
 */
export type ProcessGroup = () => number[];

class GroupWindow {
  private readonly start = new Map<number, number>();
  private readonly startedAt = process.hrtime.bigint();

  constructor(private readonly members: ProcessGroup) {
    for (const pid of members()) this.start.set(pid, cpuSecondsIfAlive(pid) ?? 0);
  }

  finish(): ProcessUsage {
    const seconds = Number(process.hrtime.bigint() - this.startedAt) / 1e9;
    let cpu = 0;
    for (const pid of this.members()) {
      const now = cpuSecondsIfAlive(pid);
      if (now !== undefined) cpu += now - (this.start.get(pid) ?? 0);
    }
    return {
      cpuSeconds: cpu,
      cpuPercent: (cpu / seconds) * 100,
      peakRssBytes: null,
      rssSamples: [],
    };
  }
}

/** Watches a set of processes (and optionally process groups) over one measured window. */
export class UsageWindow {
  private readonly groups: [string, GroupWindow][];
  private readonly startCpu = new Map<string, number>();
  private readonly sampledPeak = new Map<string, number>();
  private readonly samples = new Map<string, number[]>();
  private readonly peakReset = new Map<string, boolean>();
  private readonly startedAt = process.hrtime.bigint();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly pids: Record<string, number>,
    groups: Record<string, ProcessGroup> = {},
  ) {
    this.groups = Object.entries(groups).map(([name, members]) => [name, new GroupWindow(members)]);
    for (const [name, pid] of Object.entries(pids)) {
      this.startCpu.set(name, cpuSeconds(pid));
      this.peakReset.set(name, resetPeakRss(pid));
      this.sampledPeak.set(name, rssBytes(pid));
      this.samples.set(name, []);
    }
    this.timer = setInterval(() => this.sample(), 1000);
  }

  private sample(): void {
    for (const [name, pid] of Object.entries(this.pids)) {
      const rss = rssBytes(pid);
      this.samples.get(name)?.push(rss);
      this.sampledPeak.set(name, Math.max(this.sampledPeak.get(name) ?? 0, rss));
    }
  }

  finish(): Record<string, ProcessUsage> {
    clearInterval(this.timer);
    this.sample();
    const seconds = Number(process.hrtime.bigint() - this.startedAt) / 1e9;
    const usage: Record<string, ProcessUsage> = {};
    for (const [name, pid] of Object.entries(this.pids)) {
      const cpu = cpuSeconds(pid) - (this.startCpu.get(name) ?? 0);
      const sampled = this.sampledPeak.get(name) ?? 0;
      usage[name] = {
        cpuSeconds: cpu,
        cpuPercent: (cpu / seconds) * 100,
        peakRssBytes: this.peakReset.get(name) ? Math.max(peakRssBytes(pid), sampled) : sampled,
        rssSamples: this.samples.get(name) ?? [],
      };
    }
    for (const [name, group] of this.groups) usage[name] = group.finish();
    return usage;
  }
}

/** The PostgreSQL server (postmaster) listening on `port`, found by its command line. */
export function findPostmaster(port: number): number | undefined {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let args: string[];
    try {
      args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
    } catch {
      continue;
    }
    const portAt = args.indexOf('-p');
    if (args[0]?.endsWith('/postgres') && portAt > 0 && args[portAt + 1] === String(port)) {
      return Number(entry);
    }
  }
  return undefined;
}
