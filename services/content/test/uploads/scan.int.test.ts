/**
 * The scan hook against a real clamd (Debian's clamav-daemon) loaded with a one-signature
 * database that knows only the EICAR test string, through the real upload listener.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eventually } from '../../../../tooling/test-infra/eventually';
import { freePort } from '../../../../tooling/test-infra/ports';
import { listFiles } from '../../src/domain/fileActions';
import { clamdScanner } from '../../src/uploads/scanner';
import { grantFor, startUploadStack, tus, type UploadStack } from './harness';

jest.setTimeout(180_000);

const CLAMD = ['/usr/sbin/clamd', '/usr/bin/clamd'].find((p) => existsSync(p));
// Split so this file itself never carries the test string a scanner would flag.
const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR' + '-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';

async function clamdAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => socket.end('zPING\0'));
    let text = '';
    socket.on('data', (c: Buffer) => (text += c.toString()));
    socket.on('close', () => resolve(text.includes('PONG')));
    socket.on('error', () => resolve(false));
  });
}

let clamd: ChildProcess | undefined;
let dir: string;
let port: number;
let stack: UploadStack;
const tenantId = randomUUID();
const member = { userId: randomUUID(), roles: ['client'] };

beforeAll(async () => {
  if (!CLAMD)
    throw new Error('clamd is not installed: apt-get install clamav-daemon (a test package)');
  dir = mkdtempSync(path.join(os.tmpdir(), 'clamd-'));
  mkdirSync(path.join(dir, 'db'));
  writeFileSync(
    path.join(dir, 'db', 'eicar.ndb'),
    `Eicar-Test-Signature:0:*:${Buffer.from(EICAR).toString('hex')}\n`,
  );
  port = await freePort();
  writeFileSync(
    path.join(dir, 'clamd.conf'),
    [
      'Foreground yes',
      `DatabaseDirectory ${path.join(dir, 'db')}`,
      'TCPAddr 127.0.0.1',
      `TCPSocket ${port}`,
      `PidFile ${path.join(dir, 'clamd.pid')}`,
      'LogFile /dev/null',
      'StreamMaxLength 10M',
      'Bytecode no',
    ].join('\n'),
  );
  clamd = spawn(CLAMD, ['--config-file', path.join(dir, 'clamd.conf')], { stdio: 'ignore' });
  await eventually(
    'clamd to answer',
    () => clamdAnswers(port),
    (answers) => answers,
    {
      timeoutMs: 120_000,
      everyMs: 250,
    },
  );
  stack = await startUploadStack('disk', {
    scanner: clamdScanner({ host: '127.0.0.1', port, maxBytes: 64 * 1024 }),
  });
});

afterAll(async () => {
  await stack?.close();
  clamd?.kill('SIGTERM');
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function upload(name: string, bytes: Buffer) {
  const grant = await grantFor(stack.files, tenantId, member, name, bytes.length);
  const { id } = await tus(stack.port, grant).create(bytes.length);
  return tus(stack.port, grant).patch(id, 0, bytes);
}

const stored = async (query: string) =>
  listFiles(stack.files, tenantId, member, {
    limit: 10,
    userId: '',
    includeRoleAssigned: false,
    query,
  });

it('flags the EICAR test file and stores neither bytes nor a file row', async () => {
  const answer = await upload('eicar.txt', Buffer.from(`notes\n${EICAR}\n`));
  expect(answer.status).toBe(422);
  expect(answer.body).toBe('This file was flagged by the virus scanner and was not stored');
  expect(await stored('eicar')).toEqual([]);
});

it('marks a file clamd passed as clean', async () => {
  expect((await upload('minutes.txt', Buffer.from('Minutes of the kick-off call\n'))).status).toBe(
    204,
  );
  expect(await stored('minutes')).toEqual([expect.objectContaining({ scan_status: 'clean' })]);
});

it('marks a file larger than the scan limit as not scanned, never clean', async () => {
  const big = Buffer.from('a line of the quarterly report\n'.repeat(4000));
  expect((await upload('report.txt', big)).status).toBe(204);
  expect(await stored('report')).toEqual([expect.objectContaining({ scan_status: 'not_scanned' })]);
});
