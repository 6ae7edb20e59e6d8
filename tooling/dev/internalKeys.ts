/**
 * The three Ed25519 pairs that decide who may speak inside the cluster, for stacks that run
 * without the chart's secrets (`make up`, the e2e and browser stacks, the benchmark): the
 * gateway's (it vouches for caller metadata; every service verifies), the services' (each
 * signs its calls that name no caller, from consumers and jobs; every service verifies) and
 * the operators' (the admin command vouches for SetSuperAdmin and RotateSigningKey; identity
 * verifies). Keys given
 * in the environment win; otherwise a pair is generated, kept in the data folder when one is
 * named (readable by its owner only, like the demo password) so the admin command finds the
 * operators' key beside the data it administers.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateInternalKeyPair } from '@portico/kit';

export interface KeyPair {
  privateKey: string;
  publicKey: string;
}

export interface StackKeys {
  /** The gateway's pair: INTERNAL_TOKEN_PRIVATE_KEY / INTERNAL_TOKEN_PUBLIC_KEY. */
  internal: KeyPair;
  /** The services' pair: SERVICE_TOKEN_PRIVATE_KEY / SERVICE_TOKEN_PUBLIC_KEY (both to each). */
  service: KeyPair;
  /** The admin command's pair: OPERATOR_TOKEN_PRIVATE_KEY / OPERATOR_TOKEN_PUBLIC_KEY. */
  operator: KeyPair;
}

/** Where `make up` keeps the operators' private key inside its data folder. */
export const OPERATOR_KEY_FILE = path.join('keys', 'operator-token-private.pem');

function keptPair(dir: string | undefined, name: string): KeyPair {
  if (!dir) return generateInternalKeyPair();
  const privateFile = path.join(dir, `${name}-private.pem`);
  const publicFile = path.join(dir, `${name}-public.pem`);
  if (existsSync(privateFile) && existsSync(publicFile)) {
    return {
      privateKey: readFileSync(privateFile, 'utf8'),
      publicKey: readFileSync(publicFile, 'utf8'),
    };
  }
  const pair = generateInternalKeyPair();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  writeFileSync(privateFile, pair.privateKey, { mode: 0o600 });
  writeFileSync(publicFile, pair.publicKey, { mode: 0o644 });
  return pair;
}

function pairFrom(
  env: Record<string, string | undefined>,
  prefix: string,
  fallback: () => KeyPair,
) {
  const privateKey = env[`${prefix}_PRIVATE_KEY`]?.trim();
  const publicKey = env[`${prefix}_PUBLIC_KEY`]?.trim();
  return privateKey && publicKey ? { privateKey, publicKey } : fallback();
}

/**
 * The stack's pairs: from `env` when both halves are set there, else kept under
 * `<keepIn>/keys/` (make up), else fresh for this run (tests).
 */
export function stackKeys(env: Record<string, string | undefined>, keepIn?: string): StackKeys {
  const dir = keepIn ? path.join(keepIn, 'keys') : undefined;
  return {
    internal: pairFrom(env, 'INTERNAL_TOKEN', () => keptPair(dir, 'internal-token')),
    service: pairFrom(env, 'SERVICE_TOKEN', () => keptPair(dir, 'service-token')),
    operator: pairFrom(env, 'OPERATOR_TOKEN', () => keptPair(dir, 'operator-token')),
  };
}
