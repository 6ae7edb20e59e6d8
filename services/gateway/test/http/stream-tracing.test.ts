/**
 * With tracing on, an open live stream holds no server span. The HTTP instrumentation ends a
 * request's span when its answer ends, which for `GET /api/stream` is when the tab closes, so
 * each open stream would keep one in memory for hours (kit telemetry/tracing.ts). A gateway
 * process with the kit's instrumentation (fixtures/traced-gateway.ts) tells which spans it has
 * started and ended; a process of its own, as the instrumentation patches `http` when it loads.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../../..');

interface Spans {
  open: Array<{ name: string; target: string | null }>;
  ended: Array<{ name: string; target: string | null }>;
}

let child: ChildProcessWithoutNullStreams;
let base: string;
let out = '';

beforeAll(async () => {
  child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'fixtures/traced-gateway.ts')],
    {
      cwd: ROOT,
      env: { ...process.env, TSX_TSCONFIG_PATH: path.join(ROOT, 'tsconfig.check.json') },
    },
  );
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    const check = () => {
      const match = /READY (\d+)\n/.exec(out);
      if (match) resolve(Number(match[1]));
    };
    child.stdout.on('data', check);
    child.once('exit', (code) => reject(new Error(`fixture exited ${code}`)));
  });
  out = '';
  base = `http://127.0.0.1:${port}`;
}, 60_000);

afterAll(() => {
  child.kill('SIGKILL');
});

/** The fixture's spans, as they stand now. */
async function spans(): Promise<Spans> {
  out = '';
  child.stdin.write('SPANS\n');
  const line = await new Promise<string>((resolve) => {
    const check = () => {
      const end = out.indexOf('\n');
      if (end < 0) return;
      child.stdout.off('data', check);
      resolve(out.slice(0, end));
    };
    child.stdout.on('data', check);
  });
  return JSON.parse(line) as Spans;
}

it('an ordinary request gets a server span, ended with its answer', async () => {
  const response = await fetch(`${base}/api/plans`);
  expect(response.status).toBe(200);
  await response.json();
  const { open, ended } = await spans();
  expect(ended.map((span) => span.target)).toContain('/api/plans');
  expect(open).toEqual([]);
});

it('an open stream, with or without Last-Event-ID, holds no span', async () => {
  const abort = new AbortController();
  const opened = [];
  for (const query of ['', '?last_event_id=12']) {
    const response = await fetch(`${base}/api/stream${query}`, {
      headers: { accept: 'text/event-stream' },
      signal: abort.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain('retry: 2000');
    opened.push(reader);
  }
  // Both streams are established and still open.
  const { open, ended } = await spans();
  expect(open).toEqual([]);
  expect(ended.filter((span) => String(span.target).startsWith('/api/stream'))).toEqual([]);
  abort.abort();
});
