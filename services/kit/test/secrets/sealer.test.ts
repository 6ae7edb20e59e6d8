/**
 * The kit's sealer: values round-trip, what the services' own sealing code stored before
 * still opens, an altered value is refused, production will not start without the secret,
 * and a local run keeps one private key file across restarts.
 */
import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, createSealer, SealedValueError } from '../../src';

/** The sealing code tenancy, notifications and identity each carried, copied as it was. */
function sealTheOldWay(secret: string, plain: string): { text: string; bytes: Buffer } {
  const key = createHash('sha256').update(secret, 'utf8').digest();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const bytes = Buffer.concat([iv, cipher.getAuthTag(), body]);
  return { text: `enc:v1:${bytes.toString('base64')}`, bytes };
}

const VARIABLE = 'EXAMPLE_SECRETS_KEY';
let dir: string;
const savedNodeEnv = process.env.NODE_ENV;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'portico-sealer-'));
});
afterEach(() => {
  process.env.NODE_ENV = savedNodeEnv;
  rmSync(dir, { recursive: true, force: true });
});

describe('sealing', () => {
  test('a sealed value opens to the same text and does not contain it', () => {
    const sealer = createSealer({ secret: 'from configuration', variable: VARIABLE });
    const plain = 'https://hooks.slack.com/services/T0/B0/xyz ✓';
    const sealed = sealer.seal(plain);
    expect(sealed).toMatch(/^enc:v1:/);
    expect(sealed).not.toContain('hooks.slack.com');
    expect(sealer.isSealed(sealed)).toBe(true);
    expect(sealer.isSealed(plain)).toBe(false);
    expect(sealer.open(sealed)).toBe(plain);
    // Each seal draws a fresh iv: equal secrets do not look equal at rest.
    expect(sealer.seal(plain)).not.toBe(sealed);
  });

  test('bytes for a bytea column round-trip too', () => {
    const sealer = createSealer({ secret: 'from configuration', variable: VARIABLE });
    expect(sealer.openBytes(sealer.sealBytes('SG.sendgrid-key'))).toBe('SG.sendgrid-key');
  });

  test('values the services sealed with their own code before still open', () => {
    const sealer = createSealer({ secret: 'the same secret', variable: VARIABLE });
    const old = sealTheOldWay('the same secret', '-----BEGIN PRIVATE KEY-----\nabc');
    expect(sealer.open(old.text)).toBe('-----BEGIN PRIVATE KEY-----\nabc');
    expect(sealer.openBytes(old.bytes)).toBe('-----BEGIN PRIVATE KEY-----\nabc');
    // Tenancy hashed its variable untrimmed: a secret ending in a newline keeps its key.
    const withNewline = createSealer({ secret: 'from a file\n', variable: VARIABLE });
    expect(withNewline.open(sealTheOldWay('from a file\n', 'url').text)).toBe('url');
  });
});

describe('refusals', () => {
  const sealer = createSealer({ secret: 'from configuration', variable: VARIABLE });

  test('an altered value is refused with an error naming the variable', () => {
    const raw = Buffer.from(sealer.seal('whsec_abc').slice('enc:v1:'.length), 'base64');
    raw[raw.length - 1]! ^= 0x01;
    const tampered = `enc:v1:${raw.toString('base64')}`;
    expect(() => sealer.open(tampered)).toThrow(SealedValueError);
    expect(() => sealer.open(tampered)).toThrow(/altered, or sealed under another key.*EXAMPLE/);
  });

  test('a value sealed under another key is refused', () => {
    const other = createSealer({ secret: 'someone else', variable: VARIABLE });
    expect(() => sealer.open(other.seal('x'))).toThrow(SealedValueError);
  });

  test('text that was never sealed, or too short to be, is refused', () => {
    expect(() => sealer.open('https://hooks.slack.com/x')).toThrow(/not a sealed value/);
    expect(() => sealer.open('enc:v1:AAAA')).toThrow(/too short/);
  });
});

describe('where the key comes from', () => {
  test('production without the secret refuses to start, naming the variable', () => {
    process.env.NODE_ENV = 'production';
    const start = () => createSealer({ dataDir: dir, keyFile: 'x.key', variable: VARIABLE });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/EXAMPLE_SECRETS_KEY: required in production/);
    expect(() => createSealer({ secret: '   ', variable: VARIABLE })).toThrow(ConfigError);
    expect(createSealer({ secret: 'set', variable: VARIABLE }).source).toBe('secret');
  });

  test('a local run keeps one key file, readable by its owner only, across restarts', () => {
    const first = createSealer({ dataDir: dir, keyFile: 'example.key', variable: VARIABLE });
    expect(first.source).toBe('file');
    const file = path.join(dir, 'example.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const written = readFileSync(file, 'utf8');
    const sealed = first.seal('kept across restarts');
    const restarted = createSealer({ dataDir: dir, keyFile: 'example.key', variable: VARIABLE });
    expect(restarted.open(sealed)).toBe('kept across restarts');
    expect(readFileSync(file, 'utf8')).toBe(written);
  });

  test('the key file creates its folder, and an emptied one is refused rather than replaced', () => {
    const nested = path.join(dir, 'service', 'deeper');
    createSealer({ dataDir: nested, keyFile: 'k.key', variable: VARIABLE });
    writeFileSync(path.join(nested, 'k.key'), '');
    expect(() => createSealer({ dataDir: nested, keyFile: 'k.key', variable: VARIABLE })).toThrow(
      /key file .*k\.key is empty/,
    );
  });

  test('without a secret or a data folder the key lives only in this process', () => {
    const a = createSealer({ variable: VARIABLE });
    const b = createSealer({ variable: VARIABLE });
    expect(a.source).toBe('process');
    expect(a.open(a.seal('x'))).toBe('x');
    expect(() => b.open(a.seal('x'))).toThrow(SealedValueError);
  });
});
