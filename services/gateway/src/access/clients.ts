/**
 * The access cache as a drop-in for the two client methods it answers: every route and the
 * guard keep calling `services.tenancy.GetAccess(...)` and `services.identity.GetUser(...)`
 * with the same signature and get the cached answer. Everything else goes to the service.
 *
 * A write through the same clients (a profile saved, a workspace provisioned, a member's role
 * changed, an email confirmed by its link) also forgets what is held about its caller and the
 * users it names, so whoever made a change sees it on their very next request through this
 * gateway, before the event arrives (which tells every other gateway).
 */
import type { CallContext, CallOverrides } from '@portico/kit';
import type { ServiceClients } from '../clients';
import type { AccessCache } from './cache';

type Tenancy = ServiceClients['tenancy'];
type Identity = ServiceClients['identity'];
type Method = (
  request: unknown,
  ctx?: Partial<CallContext>,
  overrides?: CallOverrides,
) => Promise<unknown>;

/** Method names that only read; any other call may change what the cache holds. */
const READS = /^(Get|List|Check|Peek|Search|Find|Export|Verify)[A-Z]/;
/**
 * Writes that change what every member of a tenant may do (a super admin suspends a tenant):
 * this gateway forgets every access answer at once; the tenant event tells the others.
 */
const ABOUT_WHOLE_TENANTS = new Set(['SetTenantStatus']);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value ? value : undefined;

/**
 * The people a write concerns besides its caller: the `user_id` it names, and the user its
 * answer names (a confirmation link opened without a session answers the user it confirmed).
 */
function usersNamed(request: unknown, response: unknown): string[] {
  const asked = request as { user_id?: unknown } | null;
  const answer = response as {
    user_id?: unknown;
    user?: { id?: unknown } | null;
    id?: unknown;
    email?: unknown;
  } | null;
  return [
    text(asked?.user_id),
    text(answer?.user_id),
    text(answer?.user?.id),
    // A User answer (UpdateProfile, ChangeEmail, ...) is the user it changed.
    answer?.email !== undefined ? text(answer?.id) : undefined,
  ].filter((id): id is string => id !== undefined);
}

/**
 * `client` with `cached` methods answered from the cache and every write followed by
 * evicting the people it concerns; `call(name, ...)` goes the same way as the named method.
 */
function cachingClient<C extends object>(
  client: C,
  cached: Record<string, Method>,
  cache: AccessCache,
): C {
  const afterWrite = (request: unknown, response: unknown, ctx?: Partial<CallContext>) => {
    if (ctx?.userId) cache.evictUser(ctx.userId);
    for (const userId of usersNamed(request, response)) cache.evictUser(userId);
    // An invitation, a bulk change, a role's label: the tenant's member directory may differ.
    if (ctx?.tenantId) cache.evictTenant(ctx.tenantId);
  };
  const method = (name: string, original: Method): Method => {
    const fromCache = cached[name];
    if (fromCache) return fromCache;
    if (READS.test(name)) return original;
    return async (request, ctx, overrides) => {
      let response: unknown;
      try {
        response = await original(request, ctx, overrides);
        return response;
      } finally {
        afterWrite(request, response, ctx);
        if (ABOUT_WHOLE_TENANTS.has(name)) cache.evictAllAccess();
      }
    };
  };
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      const bound = value.bind(target) as Method;
      if (property === 'call') {
        return (
          name: string,
          request: unknown,
          ctx?: Partial<CallContext>,
          overrides?: CallOverrides,
        ) =>
          method(name, (req, c, o) =>
            (bound as unknown as (n: string, ...rest: unknown[]) => Promise<unknown>)(
              name,
              req,
              c,
              o,
            ),
          )(request, ctx, overrides);
      }
      return /^[A-Z]/.test(property) ? method(property, bound) : bound;
    },
  });
}

export function withAccessCache(services: ServiceClients, cache: AccessCache): ServiceClients {
  const { tenancy, identity } = services;
  const GetAccess: Tenancy['GetAccess'] = (request, ctx, overrides) => {
    const userId = ctx?.userId;
    if (!userId) return tenancy.GetAccess(request, ctx, overrides);
    return cache.getAccess(
      {
        userId,
        tenantId: request.tenant_id ?? '',
        isSuperAdmin: request.is_super_admin === true,
      },
      () => tenancy.GetAccess(request, ctx, overrides),
    );
  };
  const GetUser: Identity['GetUser'] = (request, ctx, overrides) => {
    const userId = ctx?.userId;
    // Only a user's own profile: another user's is asked of identity, which decides who may.
    const own = userId && (!request.user_id || request.user_id === userId);
    if (!own) return identity.GetUser(request, ctx, overrides);
    return cache.getUser(userId, () => identity.GetUser(request, ctx, overrides));
  };
  return {
    ...services,
    tenancy: cachingClient(tenancy, { GetAccess: GetAccess as Method }, cache),
    identity: cachingClient(identity, { GetUser: GetUser as Method }, cache),
  };
}
