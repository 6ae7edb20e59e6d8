/**
 * Taking back an account whose address nobody proved. Anyone can sign up with someone else's
 * address and a password of their own; when the address's real owner later signs in with a
 * provider that vouches for that address, the account is theirs, and nothing the old holder set
 * up may keep a way in: the password is cleared, two-factor and other providers' links removed,
 * pending email and reset links voided, every session ended (announced to the gateways), and
 * tenancy told to revoke the API keys the account made (`account_reclaimed`). Audited
 * `auth.account_reclaimed`. Why a takeover rather than asking for the password: README.md,
 * "Provider sign-in and unproven addresses".
 */
import type { Tx } from '@portico/kit';
import { publishAudit, publishUserEvent } from '../events/publish';
import { voidEmailTokens } from '../store/emailTokens';
import { forgetDevices } from '../store/knownDevices';
import { voidPasswordResets } from '../store/passwordResets';
import { deleteLinksOf } from '../store/signInProviders';
import { deleteTwoFactor, findTwoFactor } from '../store/twoFactor';
import { clearPasswordProvingEmail, type UserRow } from '../store/users';
import type { Provider } from '../providers/protocol';
import { endUserSessions } from './revocation';

export async function reclaimAccount(
  tx: Tx,
  user: Pick<UserRow, 'id' | 'email' | 'password_hash'>,
  provider: Provider,
  at: Date,
): Promise<void> {
  const removedLinks = await deleteLinksOf(tx, user.id);
  const twoFactor = await findTwoFactor(tx, user.id);
  await deleteTwoFactor(tx, user.id);
  await clearPasswordProvingEmail(tx, user.id, at);
  await voidEmailTokens(tx, user.id, at);
  await forgetDevices(tx, user.id);
  await voidPasswordResets(tx, user.id, at);
  await endUserSessions(tx, user, 'account_reclaimed', at);
  await publishUserEvent(
    tx,
    { user_id: user.id, email: user.email, account_reclaimed: { provider } },
    'account_reclaimed',
  );
  await publishAudit(tx, {
    actorUserId: user.id,
    action: 'auth.account_reclaimed',
    entityType: 'user',
    entityId: user.id,
    details: {
      provider,
      password_cleared: user.password_hash !== null,
      two_factor_removed: twoFactor !== null,
      providers_unlinked: removedLinks,
    },
    at,
  });
}
