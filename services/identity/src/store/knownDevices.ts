/** SQL for devices that have signed in to an account (only the device id's hash is kept). */
import type { Queryable } from '@portico/kit';

export async function rememberDevice(
  db: Queryable,
  userId: string,
  deviceHash: string,
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO known_devices (user_id, device_hash, first_seen_at, last_seen_at)
     VALUES ($1, $2, $3, $3)
     ON CONFLICT (user_id, device_hash) DO UPDATE SET last_seen_at = $3`,
    [userId, deviceHash, at],
  );
}

export async function isKnownDevice(
  db: Queryable,
  userId: string,
  deviceHash: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    'SELECT 1 FROM known_devices WHERE user_id = $1 AND device_hash = $2',
    [userId, deviceHash],
  );
  return rowCount > 0;
}

/** Forgets every device that signed in to the account. */
export async function forgetDevices(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM known_devices WHERE user_id = $1', [userId]);
}
