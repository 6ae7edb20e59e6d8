/**
 * Secrets at rest, one way for every service: AES-256-GCM with a key kept out of the database
 * it protects, so a copy of the database alone reveals no credential, and a tampered value
 * fails to open instead of decrypting to garbage.
 *
 * Wire format (what every service has stored so far, kept so each value still opens):
 * `enc:v1:` + base64 of iv (12 bytes) | GCM tag (16) | ciphertext; the raw bytes without the
 * prefix and base64 where a column is bytea (`sealBytes`). The AES key is the SHA-256 of the
 * configured text.
 *
 * Where the key comes from, in order: the configured secret; in production (NODE_ENV=
 * production, as the images set) nothing else, the service refuses to start naming the
 * variable; a random key kept in a file of the data folder (created once, mode 0600: `make
 * up` keeps its data across restarts); else a key of this process only (tests).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config';

export const SEALED_PREFIX = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SealerOptions {
  /** The configured secret (any text; its SHA-256 is the AES key). Blank counts as unset. */
  secret?: string;
  /** The data folder a generated key is kept in when no secret is configured. */
  dataDir?: string;
  /** The key file's name inside `dataDir`. */
  keyFile?: string;
  /** The variable the secret comes from, named in every error. */
  variable: string;
}

export interface Sealer {
  /** `enc:v1:` + base64, for text columns. */
  seal(plain: string): string;
  /** Opens what `seal` made; throws SealedValueError when it is not sealed or was altered. */
  open(sealed: string): string;
  isSealed(value: string): boolean;
  /** iv | tag | ciphertext, for bytea columns. */
  sealBytes(plain: string): Buffer;
  openBytes(sealed: Buffer): string;
  /** Where the key came from, for the start-up log (never the key). */
  readonly source: 'secret' | 'file' | 'process';
}

/** A stored value that does not open: not sealed, altered, or sealed under another key. */
export class SealedValueError extends Error {
  override readonly name = 'SealedValueError';
}

export const isSealed = (value: string) => value.startsWith(SEALED_PREFIX);

const keyOf = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * The text of a random secret kept in a file, written once (0600). Written to a temporary file
 * first and linked into place, so a replica starting at the same moment either wins or reads
 * the winner's whole key, never a half-written one. Also for other per-installation secrets
 * (billing's sandbox webhook secret).
 */
export function keptSecretFile(file: string, variable: string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomUUID()}.tmp`;
  writeFileSync(temporary, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
  const text = readFileSync(file, 'utf8').trim();
  if (!text) {
    throw new ConfigError(
      `Invalid configuration: ${variable}: unset, and the key file ${file} is empty ` +
        '(restore it, or set the variable to the secret the values were sealed with)',
    );
  }
  return text;
}

function resolveKey(options: SealerOptions): { key: Buffer; source: Sealer['source'] } {
  // Hashed as given, as each service's own code did (their configs decide about blanks), so
  // a key with a trailing newline still opens what it sealed before.
  const secret = options.secret;
  if (secret?.trim()) return { key: keyOf(secret), source: 'secret' };
  if (process.env.NODE_ENV === 'production') {
    throw new ConfigError(
      `Invalid configuration: ${options.variable}: required in production (NODE_ENV=production), ` +
        'or the secrets this service stores would be sealed with a key nobody else holds',
    );
  }
  if (options.dataDir) {
    const file = path.resolve(options.dataDir, options.keyFile ?? 'secrets.key');
    return { key: keyOf(keptSecretFile(file, options.variable)), source: 'file' };
  }
  return { key: randomBytes(32), source: 'process' };
}

export function createSealer(options: SealerOptions): Sealer {
  const { key, source } = resolveKey(options);
  const refused = (why: string) =>
    new SealedValueError(`A sealed secret cannot be opened: ${why} (${options.variable})`);

  const sealBytes = (plain: string) => {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]);
  };

  const openBytes = (raw: Buffer) => {
    if (raw.length < IV_BYTES + TAG_BYTES) throw refused('it is too short to be sealed');
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    try {
      return Buffer.concat([
        decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw refused('it was altered, or sealed under another key');
    }
  };

  return {
    source,
    isSealed,
    sealBytes,
    openBytes,
    seal: (plain) => `${SEALED_PREFIX}${sealBytes(plain).toString('base64')}`,
    open(sealed) {
      if (!isSealed(sealed)) throw refused('it is not a sealed value');
      return openBytes(Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64'));
    },
  };
}
