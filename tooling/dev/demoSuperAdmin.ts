/**
 * The demo super admin's password is generated on the first `make up` and kept in the data
 * folder (readable by its owner only), so no published constant opens a running portal's
 * console. SUPER_ADMIN_PASSWORD still wins when set.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const DEMO_SUPER_ADMIN_EMAIL = 'super@portico.local';
/** What data folders made before generation began were seeded with. */
const LEGACY_PASSWORD = 'portico-super-admin';

export function demoSuperAdminPassword(dataDir: string): string {
  const file = path.join(dataDir, 'demo-super-admin-password');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 8) return kept;
  }
  // A folder seeded before: its super admin already exists with the old password, which
  // start-up never overwrites. Keep signing in with it (rotate it in the console).
  const password = existsSync(path.join(dataDir, 'identity'))
    ? LEGACY_PASSWORD
    : randomBytes(18).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}
