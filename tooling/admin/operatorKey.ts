/**
 * The key the admin commands sign operators' calls with (identity checks it against
 * OPERATOR_TOKEN_PUBLIC_KEY; the gateway never holds it): OPERATOR_TOKEN_PRIVATE_KEY (PEM or
 * its base64) when set, as in a cluster; else the one `make up` keeps beside its data
 * (DATA_DIR, default .data, under keys/).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { internalSigningKey, signOperatorToken } from '@portico/kit';
import { OPERATOR_KEY_FILE } from '../dev/internalKeys';

const ROOT = path.resolve(__dirname, '..', '..', '..');

export function operatorPrivateKey(env: NodeJS.ProcessEnv = process.env): string {
  const given = env.OPERATOR_TOKEN_PRIVATE_KEY?.trim();
  if (given) return given;
  const file = path.join(env.DATA_DIR ?? path.join(ROOT, '.data'), OPERATOR_KEY_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8');
  throw new Error(
    `no operator key: set OPERATOR_TOKEN_PRIVATE_KEY, or run where \`make up\` keeps ${file}`,
  );
}

/** The call context vouching that the admin command makes `method`. */
export const operatorCall = (privateKey: string, method: string) => ({
  operatorToken: signOperatorToken(internalSigningKey(privateKey), method),
});
