/**
 * Where a process spent its CPU: reads V8 .cpuprofile files (written by `make bench
 * BENCH_FLAGS=--cpu-prof`) and prints self time by package or file and by function.
 *
 *   node tooling/dist/bench/profileSummary.js bench/results/profiles/gateway.cpuprofile [top]
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
}

/** The package a frame belongs to (node_modules/<name>, services/<name>, node:internals). */
export function ownerOf(url: string): string {
  if (!url) return '(native / idle / gc)';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1] as string;
  const ours = /\/(services\/[^/]+|proto|tooling)\//.exec(url);
  if (ours) return ours[1] as string;
  return url.startsWith('node:') ? 'node core' : url;
}

function top(map: Map<string, number>, count: number, total: number): string[] {
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(
      ([name, ms]) =>
        `${ms.toFixed(0).padStart(8)} ms ${((ms / total) * 100).toFixed(1).padStart(5)} %  ${name}`,
    );
}

export function summarise(profile: CpuProfile, count = 25): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const sampleMs =
    (profile.endTime - profile.startTime) / 1000 / Math.max(1, profile.samples.length);
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busy = 0;
  for (const id of profile.samples) {
    const node = byId.get(id);
    if (!node) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') continue;
    busy += sampleMs;
    const owner = ownerOf(url);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + sampleMs);
    const fn = `${functionName || '(anonymous)'}  ${url.replace(/^.*\/(node_modules|services)\//, '$1/')}:${lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + sampleMs);
  }
  return [
    `busy ${busy.toFixed(0)} ms of ${((profile.endTime - profile.startTime) / 1000).toFixed(0)} ms`,
    '',
    'self time by package:',
    ...top(byOwner, count, busy),
    '',
    'self time by function:',
    ...top(byFunction, count, busy),
  ].join('\n');
}

if (require.main === module) {
  const [file, count] = process.argv.slice(2);
  if (!file) {
    console.error('usage: profileSummary.js <file.cpuprofile> [top]');
    process.exit(2);
  }
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  console.log(summarise(profile, Number(count ?? 25)));
}
