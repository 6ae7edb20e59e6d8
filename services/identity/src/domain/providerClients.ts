/**
 * The operator's side of sign-in providers (Super Settings → Auth): the OAuth client of each
 * provider, its secret sealed at rest and never answered; and the member's side (their
 * account screen): the providers linked to their account and unlinking one.
 */
import { forbidden, invalid, notFound } from '@portico/kit';
import { publishAudit } from '../events/publish';
import { isProvider, PROVIDER_NAMES, type Provider } from '../providers/protocol';
import {
  deleteLink,
  deleteProviderClient,
  listLinks,
  listProviderClients,
  saveProviderClient,
} from '../store/signInProviders';
import { lockUser } from '../store/users';
import { isSuperAdmin } from './globalRoles';
import { MESSAGES } from './messages';
import type { SessionDeps } from './sessions';
import { requireUser, type Caller } from './users';

export const PROVIDER_MESSAGES = {
  unknownProvider: 'Unknown sign-in provider',
  clientIdRequired: 'Client ID is required',
  clientSecretRequired: 'Client secret is required',
  tooLong: 'Client ID and secret must be at most 500 characters',
  notLinked: 'That sign-in method is not linked to your account',
  lastWay:
    'You cannot remove your only way to sign in. Set a password first (use "Forgot password" on the sign-in page).',
} as const;

const LIMIT = 500;

export function requireProvider(value: string): Provider {
  if (!isProvider(value)) throw invalid(PROVIDER_MESSAGES.unknownProvider, 'unknown_provider');
  return value;
}

async function requireSuperAdmin(deps: SessionDeps, caller: Caller) {
  const actor = await requireUser(deps.db, caller.userId);
  if (caller.impersonatorId || !isSuperAdmin(actor.global_roles))
    throw forbidden(MESSAGES.superAdminOnly);
}

export const toClient = (row: {
  provider: string;
  client_id: string;
  secret_set_at: Date;
  updated_at: Date;
}) => ({
  provider: row.provider,
  client_id: row.client_id,
  secret_set_at: new Date(row.secret_set_at).toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
});

/** Super admins: every stored client, without secrets. */
export async function listClients(deps: SessionDeps, caller: Caller) {
  await requireSuperAdmin(deps, caller);
  return (await listProviderClients(deps.db)).map(toClient);
}

/** The providers anyone may be offered: those with a stored client. */
export async function configuredProviders(deps: SessionDeps): Promise<string[]> {
  return (await listProviderClients(deps.db)).map((row) => row.provider);
}

/**
 * Super admins store a provider's client (a new secret replaces the old; without one only the
 * ID changes) or remove it. Audited without the secret.
 */
export async function setClient(
  deps: SessionDeps,
  caller: Caller,
  input: { provider: string; clientId: string; clientSecret: string; remove: boolean },
) {
  await requireSuperAdmin(deps, caller);
  const provider = requireProvider(input.provider);
  const clientId = input.clientId.trim();
  const clientSecret = input.clientSecret.trim();
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    if (input.remove) {
      await deleteProviderClient(tx, provider);
    } else {
      if (!clientId) throw invalid(PROVIDER_MESSAGES.clientIdRequired, 'client_id_required');
      if (clientId.length > LIMIT || clientSecret.length > LIMIT)
        throw invalid(PROVIDER_MESSAGES.tooLong, 'too_long');
      const saved = await saveProviderClient(tx, {
        provider,
        clientId,
        clientSecret: clientSecret || undefined,
        actor: caller.userId,
        at: now,
      });
      if (!saved) throw invalid(PROVIDER_MESSAGES.clientSecretRequired, 'client_secret_required');
    }
    await publishAudit(tx, {
      actorUserId: caller.userId,
      action: input.remove ? 'settings.sign_in_client_removed' : 'settings.sign_in_client_saved',
      entityType: 'sign_in_provider',
      entityId: null,
      details: {
        provider,
        ...(input.remove ? {} : { client_id: clientId, secret_replaced: Boolean(clientSecret) }),
      },
      at: now,
    });
    return (await listProviderClients(tx)).map(toClient);
  });
}

/** The caller's linked providers, and whether they have a password to fall back on. */
export async function myLinks(deps: SessionDeps, caller: Caller) {
  const user = await requireUser(deps.db, caller.userId);
  const links = await listLinks(deps.db, caller.userId);
  return {
    links: links.map((link) => ({
      provider: link.provider,
      email: link.email,
      linked_at: new Date(link.linked_at).toISOString(),
    })),
    has_password: Boolean(user.password_hash),
  };
}

/** Unlinks one provider, unless it is the caller's only way to sign in. Audited. */
export async function unlink(deps: SessionDeps, caller: Caller, providerName: string) {
  if (caller.impersonatorId) throw forbidden(MESSAGES.notWhileImpersonating);
  const provider = requireProvider(providerName);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    // Locks the user so two unlinks at once cannot each leave the other as the last way in.
    await lockUser(tx, caller.userId);
    const user = await requireUser(tx, caller.userId);
    const links = await listLinks(tx, caller.userId);
    if (!links.some((link) => link.provider === provider))
      throw notFound(PROVIDER_MESSAGES.notLinked, 'not_linked');
    if (!user.password_hash && links.length === 1)
      throw invalid(PROVIDER_MESSAGES.lastWay, 'last_sign_in_method');
    await deleteLink(tx, caller.userId, provider);
    await publishAudit(tx, {
      actorUserId: caller.userId,
      action: 'auth.provider_unlinked',
      entityType: 'user',
      entityId: caller.userId,
      details: { provider: PROVIDER_NAMES[provider] },
      at: now,
    });
  });
  return myLinks(deps, caller);
}
