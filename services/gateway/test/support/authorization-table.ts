/**
 * Who may call each API route, written from the specification — NOT from the gateway's code
 * (`decide()`, the route declarations): docs/product.md §2 (route table) and §6, docs/product.md §6,
 * docs/product.md §7 ("every request with x-tenant-id is checked against the caller's memberships")
 * and §11. The matrix test (e2e/authorization-matrix.e2e.test.ts) calls every route below as
 * every kind of caller and expects exactly the status written here, and it fails when the
 * gateway declares a route this table lacks, or lacks one it lists.
 *
 * To add a route: add a row with the product's audience for it, the probe request, and the status
 * an allowed caller gets for that probe (docs/testing.md, "The authorization table").
 */

/**
 * The kinds of caller the matrix signs in; all but `signedInNoTenant` and tenant B's admin in
 * their own workspace send tenant A's header.
 */
export const CALLERS = [
  'anonymous',
  /** Signed up, no workspace yet, no x-tenant-id. */
  'signedInNoTenant',
  /** Owner of tenant A (owner counts as admin, docs/product.md §4). */
  'admin',
  'role1',
  'role2',
  'role3',
  /** Admin of tenant B, sending tenant A's x-tenant-id. */
  'otherTenantAdmin',
  /**
   * Admin of tenant B in their own workspace (B's x-tenant-id): allowed as an admin, and a
   * probe's ids name nothing of B's (the cross-tenant id swaps, test/attacks, use A's real ones).
   */
  'otherTenantAdminOwnHeader',
  /** Admin of tenant B without any x-tenant-id: their first membership, B (docs/product.md §1 scope). */
  'otherTenantAdminNoHeader',
  'superAdmin',
  /** A super admin impersonating tenant A's admin. */
  'impersonating',
] as const;
export type Caller = (typeof CALLERS)[number];

/**
 * Audiences in the product's words, and what each refuses to whom. Anything not refused is
 * allowed and gets the route's own answer (`allowed` in the row).
 */
export type Audience =
  /** Public: the landing, sign-in and sign-up calls. A stale tenant header is ignored. */
  | 'anyone'
  /** Signed in; a tenant header names a workspace the caller belongs to (super admins pass). */
  | 'signed-in'
  /** Signed in as themselves: never while impersonating (docs/product.md §10: password, email). */
  | 'signed-in, not impersonating'
  /** Any member of the request's tenant, whatever the role. */
  | 'member'
  /** Admin-only areas of docs/product.md §6 (owner treated as admin). */
  | 'admin'
  /**
   * Admin-only, and what would outlive an impersonation in its target's name (API keys,
   * webhooks and their secrets, Slack): never while impersonating (issue 24 item 7).
   */
  | 'admin, not impersonating'
  /** The public API (docs/product.md §2 Integrations, issue 15): an API key only; a session is no key. */
  | 'api key'
  /** Super-admin console (docs/product.md §6); an impersonation acts as its target, not as super. */
  | 'super admin'
  /** Form creation and responses: admin and recruitpro (docs/product.md §6), role1 being its default key. */
  | 'form builder'
  /**
   * The agency's side of its conversations (issue 27: "An admin or team member starts a
   * conversation…", assignment and open/closed are team-side): admins and team members
   * (role1, recruitpro's default key); clients (role2, role3) are refused.
   */
  | 'team';

const REFUSED: Record<Audience, Partial<Record<Caller, 401 | 403>>> = {
  anyone: {},
  'api key': {
    anonymous: 401,
    signedInNoTenant: 401,
    admin: 401,
    role1: 401,
    role2: 401,
    role3: 401,
    otherTenantAdmin: 401,
    otherTenantAdminOwnHeader: 401,
    otherTenantAdminNoHeader: 401,
    superAdmin: 401,
    impersonating: 401,
  },
  'signed-in': { anonymous: 401, otherTenantAdmin: 403 },
  'signed-in, not impersonating': { anonymous: 401, otherTenantAdmin: 403, impersonating: 403 },
  member: { anonymous: 401, signedInNoTenant: 403, otherTenantAdmin: 403 },
  admin: {
    anonymous: 401,
    signedInNoTenant: 403,
    role1: 403,
    role2: 403,
    role3: 403,
    otherTenantAdmin: 403,
  },
  'admin, not impersonating': {
    anonymous: 401,
    signedInNoTenant: 403,
    role1: 403,
    role2: 403,
    role3: 403,
    otherTenantAdmin: 403,
    impersonating: 403,
  },
  'form builder': {
    anonymous: 401,
    signedInNoTenant: 403,
    role2: 403,
    role3: 403,
    otherTenantAdmin: 403,
  },
  team: {
    anonymous: 401,
    signedInNoTenant: 403,
    role2: 403,
    role3: 403,
    otherTenantAdmin: 403,
  },
  'super admin': {
    anonymous: 401,
    signedInNoTenant: 403,
    admin: 403,
    role1: 403,
    role2: 403,
    role3: 403,
    otherTenantAdmin: 403,
    otherTenantAdminOwnHeader: 403,
    otherTenantAdminNoHeader: 403,
    impersonating: 403,
  },
};

/** What the probe may fill in from the matrix's tenants. */
export interface ProbeContext {
  /** Tenant A's subdomain, e.g. for a branding look-up. */
  subdomain: string;
}

export interface AuthorizationRow {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As the OpenAPI document spells it (`{id}` for a parameter). */
  path: string;
  audience: Audience;
  /** Where the spec says so. */
  spec: string;
  /** The request sent; by default the path as is, and `{}` as the body of a write. */
  probe?: (context: ProbeContext) => { path?: string; body?: unknown };
  /** What an allowed caller gets for the probe; per caller where their state decides. */
  allowed: number | (Partial<Record<Caller, number>> & { others: number });
  /** The probe ends the caller's session: each caller gets a fresh one for this row. */
  endsSession?: boolean;
}

const INVALID = 400;
/** A well-formed user id that belongs to nobody. */
const NO_SUCH_USER = '00000000-0000-4000-8000-000000000000';
/**
 * For writes whose fields are all optional: an unknown field is refused (issue 9, "Bad
 * input"), so an allowed probe changes nothing, yet says it got past the guard.
 */
const unknownField = () => ({ body: { notAField: true } });

// One row per route reads best as one line: a table, not a list of objects.
// prettier-ignore
export const AUTHORIZATION_TABLE: readonly AuthorizationRow[] = [
  // Messages (issue 27): every member has conversations (a client only their own, which the
  // service decides); the team starts them with anyone, adds people, assigns and closes.
  { method: 'GET', path: '/api/conversations', audience: 'member', spec: 'issue 27 item 5 inbox', allowed: 200 },
  { method: 'POST', path: '/api/conversations', audience: 'member', spec: 'issue 27 item 1 (a client starts one with the agency)', allowed: INVALID },
  { method: 'GET', path: '/api/conversations/people', audience: 'team', spec: 'issue 27 item 1 staff start with clients', allowed: 200 },
  { method: 'GET', path: '/api/conversations/{id}', audience: 'member', spec: 'issue 27 item 1', allowed: 404 },
  { method: 'POST', path: '/api/conversations/{id}/participants', audience: 'team', spec: 'issue 27 item 5 participant panel (its body is checked before the id)', allowed: INVALID },
  { method: 'PUT', path: '/api/conversations/{id}/assignee', audience: 'team', spec: 'issue 27 item 2 team-side assignment (its body is checked before the id)', allowed: INVALID },
  { method: 'PUT', path: '/api/conversations/{id}/status', audience: 'team', spec: 'issue 27 item 2 open/closed (its body is checked before the id)', allowed: INVALID },
  { method: 'GET', path: '/api/conversations/{id}/messages', audience: 'member', spec: 'issue 27 item 5 thread', allowed: 404 },
  { method: 'POST', path: '/api/conversations/{id}/messages', audience: 'member', spec: 'issue 27 item 2 (its body is checked before the id)', allowed: INVALID },
  { method: 'POST', path: '/api/conversations/{id}/read', audience: 'member', spec: 'issue 27 item 2 read position', allowed: 404 },
  { method: 'PATCH', path: '/api/messages/{id}', audience: 'member', spec: 'issue 27 item 2 edit within 15 minutes (its body is checked before the id)', allowed: INVALID },
  { method: 'DELETE', path: '/api/messages/{id}', audience: 'member', spec: 'issue 27 item 2 delete within 15 minutes', allowed: 404 },
  { method: 'GET', path: '/api/messages/unread', audience: 'member', spec: 'issue 27 item 2 unread counts', allowed: 200 },
  { method: 'GET', path: '/api/messages/search', audience: 'member', spec: 'issue 27 item 2 search (q required)', allowed: INVALID },
  { method: 'GET', path: '/api/messages/{id}/attachments/{fileId}', audience: 'member', spec: 'issue 27 item 2 attachments', allowed: 404 },
  { method: 'GET', path: '/api/messages/email-preference', audience: 'member', spec: 'issue 27 item 4 per-user preference', allowed: 200 },
  { method: 'PUT', path: '/api/messages/email-preference', audience: 'member', spec: 'issue 27 item 4 per-user preference', allowed: INVALID },
  // The stream never ends for an allowed caller: probed with a Last-Event-ID it refuses.
  { method: 'GET', path: '/api/stream', audience: 'member', spec: 'issue 27 item 3 live stream', probe: () => ({ path: '/api/stream?last_event_id=123456789012345678901' }), allowed: INVALID },
  // Integrations (docs/product.md §2 Integrations, §6 pro and advanced, §7): admins manage API keys;
  // the public API answers API keys only (every session caller is refused, super admins too).
  { method: 'GET', path: '/api/integrations/api-keys', audience: 'admin', spec: 'docs/product.md §2 Integrations, §7', allowed: 200 },
  // Issue 24 item 4: the owner hands the workspace on with their password, never while impersonated
  // (an admin who is not the owner is refused by tenancy, past the probe's validation).
  { method: 'POST', path: '/api/tenant/ownership', audience: 'admin, not impersonating', spec: 'issue 24 item 4', allowed: INVALID },
  { method: 'POST', path: '/api/integrations/api-keys', audience: 'admin, not impersonating', spec: 'docs/product.md §7 POST returns key', allowed: INVALID },
  { method: 'DELETE', path: '/api/integrations/api-keys/{id}', audience: 'admin', spec: 'docs/product.md §7 revoke', allowed: 404 },
  { method: 'GET', path: '/api/integrations/webhooks', audience: 'admin', spec: 'docs/product.md §2 Integrations, §7', allowed: 200 },
  { method: 'POST', path: '/api/integrations/webhooks', audience: 'admin, not impersonating', spec: 'docs/product.md §5 webhook creation needs a url', allowed: INVALID },
  { method: 'DELETE', path: '/api/integrations/webhooks/{id}', audience: 'admin', spec: 'docs/product.md §7', allowed: 404 },
  { method: 'POST', path: '/api/integrations/webhooks/{id}/test', audience: 'admin', spec: 'docs/product.md §7', allowed: 404 },
  { method: 'POST', path: '/api/integrations/webhooks/{id}/rotate-secret', audience: 'admin, not impersonating', spec: 'issue 15 secret rotatable', allowed: 404 },
  { method: 'POST', path: '/api/integrations/webhooks/replay', audience: 'admin', spec: 'docs/product.md §7 replay id', allowed: INVALID },
  { method: 'GET', path: '/api/integrations/slack', audience: 'admin', spec: 'issue 15 Slack per tenant', allowed: 200 },
  { method: 'PUT', path: '/api/integrations/slack', audience: 'admin, not impersonating', spec: 'issue 15 Slack per tenant', allowed: INVALID },
  { method: 'GET', path: '/api/v1/users', audience: 'api key', spec: 'issue 15 public API', allowed: 200 },
  { method: 'GET', path: '/api/v1/files', audience: 'api key', spec: 'issue 15 public API', allowed: 200 },
  { method: 'GET', path: '/api/v1/forms', audience: 'api key', spec: 'issue 15 public API', allowed: 200 },
  { method: 'GET', path: '/api/v1/form-responses', audience: 'api key', spec: 'issue 15 public API (form_id required)', allowed: INVALID },
  { method: 'GET', path: '/api/v1/tasks', audience: 'api key', spec: 'issue 28 item 7 public API /api/v1/tasks', allowed: 200 },
  { method: 'GET', path: '/api/v1/conversations', audience: 'api key', spec: 'issue 27 item 6 public API', allowed: 200 },
  { method: 'POST', path: '/api/v1/conversations', audience: 'api key', spec: 'issue 27 item 6 public API (body required)', allowed: INVALID },
  { method: 'GET', path: '/api/v1/conversations/{id}/messages', audience: 'api key', spec: 'issue 27 item 6 public API', allowed: 404 },
  { method: 'POST', path: '/api/v1/conversations/{id}/messages', audience: 'api key', spec: 'issue 27 item 6 public API', allowed: 404 },

  // Sessions: docs/product.md §7 replaces the auth library's sign-up, sign-in, session, refresh and
  // sign-out; the login and sign-up pages have no role guard (docs/product.md §2).
  { method: 'POST', path: '/api/auth/signup', audience: 'anyone', spec: 'docs/product.md §2 /signup', allowed: INVALID },
  { method: 'POST', path: '/api/auth/login', audience: 'anyone', spec: 'docs/product.md §2 /login', allowed: INVALID },
  // Without a refresh cookie there is no session to refresh, whoever asks.
  { method: 'POST', path: '/api/auth/refresh', audience: 'anyone', spec: 'docs/product.md §7', allowed: 401 },
  { method: 'POST', path: '/api/auth/logout', audience: 'anyone', spec: 'docs/product.md §7', allowed: 204, endsSession: true },
  { method: 'GET', path: '/api/auth/session', audience: 'signed-in', spec: 'docs/product.md §7', allowed: 200 },
  { method: 'POST', path: '/api/forgot-password', audience: 'anyone', spec: 'docs/product.md §5 forgot password', allowed: INVALID },
  { method: 'POST', path: '/api/reset-password', audience: 'anyone', spec: 'docs/product.md §10 reset link', allowed: INVALID },
  { method: 'POST', path: '/api/auth/confirm-email', audience: 'anyone', spec: 'issue 10: confirmation links', allowed: INVALID },

  // The signed-in user's own account (docs/product.md §7, §10: no password or email change as someone else).
  { method: 'GET', path: '/api/me', audience: 'signed-in', spec: 'docs/product.md §7', allowed: 200 },
  { method: 'POST', path: '/api/me/password', audience: 'signed-in, not impersonating', spec: 'docs/product.md §5, docs/product.md §10', allowed: INVALID },
  { method: 'POST', path: '/api/me/email', audience: 'signed-in, not impersonating', spec: 'docs/product.md §5, docs/product.md §10', allowed: INVALID },
  { method: 'POST', path: '/api/me/email/verification', audience: 'signed-in, not impersonating', spec: 'issue 10: sign-up confirmation banner', allowed: 200 },
  { method: 'GET', path: '/api/profile', audience: 'signed-in', spec: 'docs/product.md §2 /complete-profile', allowed: 200 },
  { method: 'PUT', path: '/api/profile', audience: 'signed-in', spec: 'docs/product.md §2 /complete-profile', allowed: INVALID },

  // Two-factor sign-in (issue 16, Super Settings → Auth → require2fa): the code step is part of
  // signing in; enrolment is the user's own, never done while impersonating (like the password).
  { method: 'POST', path: '/api/auth/login/two-factor', audience: 'anyone', spec: 'issue 16 require2fa', allowed: INVALID },
  { method: 'GET', path: '/api/me/two-factor', audience: 'signed-in', spec: 'issue 16 require2fa', allowed: 200 },
  { method: 'POST', path: '/api/me/two-factor/setup', audience: 'signed-in, not impersonating', spec: 'issue 16, docs/product.md §10', probe: unknownField, allowed: INVALID },
  { method: 'POST', path: '/api/me/two-factor/confirm', audience: 'signed-in, not impersonating', spec: 'issue 16, docs/product.md §10', allowed: INVALID },
  { method: 'POST', path: '/api/me/two-factor/disable', audience: 'signed-in, not impersonating', spec: 'issue 16, docs/product.md §10', allowed: INVALID },
  { method: 'POST', path: '/api/super/users/{id}/two-factor/reset', audience: 'super admin', spec: 'docs/product.md §2 Super User Management (issue 16)', probe: () => ({ path: `/api/super/users/${NO_SUCH_USER}/two-factor/reset` }), allowed: 404 },

  // Sign-in providers (docs/product.md §9 providers, issue 16): the login page's buttons and the trip to
  // the provider are before sign-in; their clients are the console's; links are one's own. The
  // probes name no provider, so each answer is validation's, past the guard.
  { method: 'GET', path: '/api/auth/providers', audience: 'anyone', spec: 'docs/product.md §9 providers (issue 16)', allowed: 200 },
  { method: 'GET', path: '/api/auth/oauth/{provider}/start', audience: 'anyone', spec: 'docs/product.md §9 providers (issue 16)', probe: () => ({ path: '/api/auth/oauth/nope/start' }), allowed: INVALID },
  { method: 'GET', path: '/api/auth/oauth/{provider}/callback', audience: 'anyone', spec: 'docs/product.md §9 providers (issue 16)', probe: () => ({ path: '/api/auth/oauth/nope/callback' }), allowed: INVALID },
  { method: 'GET', path: '/api/auth/oauth/handoff', audience: 'anyone', spec: 'issue 16: a provider sign-in ends on the tenant’s own host', probe: () => ({ path: '/api/auth/oauth/handoff' }), allowed: INVALID },
  { method: 'POST', path: '/api/auth/oauth/two-factor-challenge', audience: 'anyone', spec: 'issue 16: a provider never bypasses 2FA', allowed: 401 },
  { method: 'GET', path: '/api/super/sign-in-providers', audience: 'super admin', spec: 'docs/product.md §2 Super Settings → Auth (issue 16)', allowed: 200 },
  { method: 'PUT', path: '/api/super/sign-in-providers/{provider}', audience: 'super admin', spec: 'docs/product.md §2 Super Settings → Auth (issue 16)', probe: () => ({ path: '/api/super/sign-in-providers/google', body: {} }), allowed: INVALID },
  { method: 'DELETE', path: '/api/super/sign-in-providers/{provider}', audience: 'super admin', spec: 'docs/product.md §2 Super Settings → Auth (issue 16)', probe: () => ({ path: '/api/super/sign-in-providers/nope' }), allowed: INVALID },
  { method: 'GET', path: '/api/me/sign-in-providers', audience: 'signed-in', spec: 'issue 16 account screen', allowed: 200 },
  { method: 'DELETE', path: '/api/me/sign-in-providers/{provider}', audience: 'signed-in, not impersonating', spec: 'issue 16, docs/product.md §10', probe: () => ({ path: '/api/me/sign-in-providers/nope' }), allowed: INVALID },

  // Sign-up and onboarding (docs/product.md §7): /signup and /onboarding have no role guard.
  { method: 'GET', path: '/api/checkout-verify', audience: 'anyone', spec: 'docs/product.md §7 (fire and forget)', allowed: 200 },
  // Billing (issue 14; docs/product.md §2 billing, §6 admins only, §7 billing calls).
  { method: 'GET', path: '/api/billing/summary', audience: 'admin', spec: 'docs/product.md §2 /dashboard/admin/billing, §6', allowed: 200 },
  { method: 'POST', path: '/api/billing/checkout', audience: 'admin', spec: 'docs/product.md §7 billing checkout, §5 seats', probe: unknownField, allowed: INVALID },
  { method: 'POST', path: '/api/billing/portal', audience: 'admin', spec: 'docs/product.md §7 billing portal', probe: unknownField, allowed: INVALID },
  { method: 'POST', path: '/api/billing/webhook', audience: 'anyone', spec: 'issue 14: signed provider webhook (unsigned: 400)', allowed: INVALID },
  { method: 'POST', path: '/api/checkout', audience: 'anyone', spec: 'docs/product.md §2 landing pricing checkout', probe: unknownField, allowed: INVALID },
  { method: 'GET', path: '/api/billing/sandbox-checkout/{sessionId}', audience: 'anyone', spec: 'issue 14: sandbox checkout page (the session id is the secret)', allowed: 404 },
  { method: 'POST', path: '/api/billing/sandbox-checkout/{sessionId}/confirm', audience: 'anyone', spec: 'issue 14: sandbox checkout page', allowed: 404 },

  // Client payments (issue 29): admins connect the agency's Stripe account (never while
  // impersonated: where the money goes outlives it), write invoices and retainers; every member
  // reads and pays what is addressed to them (billing answers 404 for anything else); Stripe's
  // webhook and the sandbox's hosted pages are public (the signature, the page's token).
  // Reading an invoice no one has is billing's 404; the writes are probed with an id that is no
  // id at all, so an allowed caller gets validation's 400, past the guard (whatever the plan).
  { method: 'GET', path: '/api/payments/account', audience: 'admin', spec: 'issue 29 item 1 Settings → Payments', allowed: 200 },
  { method: 'POST', path: '/api/payments/account/connect', audience: 'admin, not impersonating', spec: 'issue 29 item 1', allowed: INVALID },
  { method: 'POST', path: '/api/payments/account/refresh', audience: 'admin', spec: 'issue 29 item 1', allowed: 200 },
  { method: 'DELETE', path: '/api/payments/account', audience: 'admin, not impersonating', spec: 'issue 29 item 1 disconnect', allowed: 200 },
  { method: 'GET', path: '/api/payments/invoices', audience: 'admin', spec: 'issue 29 item 6 Payments', allowed: 200 },
  { method: 'POST', path: '/api/payments/invoices', audience: 'admin', spec: 'issue 29 item 2', allowed: INVALID },
  { method: 'GET', path: '/api/payments/my-invoices', audience: 'member', spec: 'issue 29 item 3 Invoices for clients', allowed: 200 },
  { method: 'GET', path: '/api/payments/invoices/{id}', audience: 'member', spec: 'issue 29 item 3', allowed: 404 },
  { method: 'PUT', path: '/api/payments/invoices/{id}', audience: 'admin', spec: 'issue 29 item 2', allowed: INVALID },
  { method: 'POST', path: '/api/payments/invoices/{id}/send', audience: 'admin', spec: 'issue 29 item 2', probe: () => ({ path: '/api/payments/invoices/not-an-id/send' }), allowed: INVALID },
  { method: 'POST', path: '/api/payments/invoices/{id}/void', audience: 'admin', spec: 'issue 29 item 2', probe: () => ({ path: '/api/payments/invoices/not-an-id/void' }), allowed: INVALID },
  { method: 'POST', path: '/api/payments/invoices/{id}/refund', audience: 'admin', spec: 'issue 29 item 5', probe: () => ({ path: '/api/payments/invoices/not-an-id/refund' }), allowed: INVALID },
  { method: 'POST', path: '/api/payments/invoices/{id}/pay', audience: 'member', spec: 'issue 29 item 3', probe: () => ({ path: '/api/payments/invoices/not-an-id/pay' }), allowed: INVALID },
  { method: 'GET', path: '/api/payments/invoices/{id}/pdf', audience: 'member', spec: 'issue 29 item 3 PDF', probe: () => ({ path: '/api/payments/invoices/not-an-id/pdf' }), allowed: INVALID },
  { method: 'GET', path: '/api/payments/retainers', audience: 'admin', spec: 'issue 29 item 4', allowed: 200 },
  { method: 'POST', path: '/api/payments/retainers', audience: 'admin', spec: 'issue 29 item 4', allowed: INVALID },
  { method: 'POST', path: '/api/payments/retainers/{id}/cancel', audience: 'admin', spec: 'issue 29 item 4', probe: () => ({ path: '/api/payments/retainers/not-an-id/cancel' }), allowed: INVALID },
  { method: 'POST', path: '/api/payments/webhook', audience: 'anyone', spec: 'issue 29 item 5: signed Connect webhook (unsigned: 400)', allowed: INVALID },
  { method: 'GET', path: '/api/payments/sandbox-onboarding/{token}', audience: 'anyone', probe: () => ({ path: '/api/payments/sandbox-onboarding/no-such-token' }), spec: 'issue 29 item 7: the sandbox’s onboarding page (the token is the secret)', allowed: 404 },
  { method: 'POST', path: '/api/payments/sandbox-onboarding/{token}/complete', audience: 'anyone', probe: () => ({ path: '/api/payments/sandbox-onboarding/no-such-token/complete' }), spec: 'issue 29 item 7', allowed: INVALID },
  { method: 'GET', path: '/api/payments/sandbox-invoice/{token}', audience: 'anyone', probe: () => ({ path: '/api/payments/sandbox-invoice/no-such-token' }), spec: 'issue 29 item 7: the sandbox’s hosted invoice page', allowed: 404 },
  { method: 'POST', path: '/api/payments/sandbox-invoice/{token}/pay', audience: 'anyone', probe: () => ({ path: '/api/payments/sandbox-invoice/no-such-token/pay' }), spec: 'issue 29 item 7', allowed: INVALID },
  { method: 'GET', path: '/api/super/payments-volume', audience: 'super admin', spec: 'issue 29 item 6 Mission Control', allowed: 200 },
  { method: 'GET', path: '/api/super/revenue', audience: 'super admin', spec: 'issue 14: platform revenue for the console', allowed: 200 },
  { method: 'POST', path: '/api/onboarding-start', audience: 'signed-in', spec: 'docs/product.md §7', probe: unknownField, allowed: INVALID },
  { method: 'GET', path: '/api/onboarding-status', audience: 'signed-in', spec: 'docs/product.md §7', allowed: 200 },
  { method: 'POST', path: '/api/onboarding-plan', audience: 'signed-in', spec: 'docs/product.md §7', allowed: INVALID },
  { method: 'POST', path: '/api/onboarding-branding', audience: 'signed-in', spec: 'docs/product.md §7', allowed: INVALID },
  { method: 'POST', path: '/api/onboarding-capabilities', audience: 'signed-in', spec: 'docs/product.md §7', probe: unknownField, allowed: INVALID },
  { method: 'POST', path: '/api/onboarding-check-subdomain', audience: 'signed-in', spec: 'docs/product.md §7', probe: () => ({ body: { subdomain: 'matrix-free-name' } }), allowed: 200 },
  { method: 'POST', path: '/api/onboarding-provision', audience: 'signed-in', spec: 'docs/product.md §7', probe: unknownField, allowed: INVALID },
  { method: 'POST', path: '/api/public/invitations/accept', audience: 'signed-in', spec: 'docs/product.md §7', allowed: INVALID },
  { method: 'GET', path: '/api/public/branding', audience: 'anyone', spec: 'docs/product.md §7 white-label sign-in page', probe: ({ subdomain }) => ({ path: `/api/public/branding?host=${subdomain}.localhost` }), allowed: 200 },
  { method: 'GET', path: '/api/public/frontend-manifest', audience: 'anyone', spec: 'frontends/README.md', allowed: 200 },
  { method: 'GET', path: '/api/public/page-head', audience: 'anyone', spec: "services/gateway/README.md, the page's head", probe: () => ({ path: '/api/public/page-head?part=head' }), allowed: 200 },
  { method: 'GET', path: '/api/openapi.json', audience: 'anyone', spec: 'docs/product.md §7 public API', allowed: 200 },
  { method: 'GET', path: '/api/public/plans', audience: 'anyone', spec: 'docs/product.md §10 one plan catalog', allowed: 200 },

  // The tenant shell: every member reads its tenant's name, labels and roles (docs/product.md §7).
  { method: 'GET', path: '/api/tenant-config', audience: 'member', spec: 'docs/product.md §7', allowed: 200 },
  { method: 'GET', path: '/api/tenant-roles', audience: 'member', spec: 'docs/product.md §7', allowed: 200 },

  // Tenant administration of accounts: CRM users is admin-only (docs/product.md §2, §6).
  { method: 'POST', path: '/api/invite', audience: 'admin', spec: 'docs/product.md §2 /crm/users, §6', allowed: INVALID },
  { method: 'POST', path: '/api/admin-create-user', audience: 'admin', spec: 'docs/product.md §6 CRM users', allowed: INVALID },
  { method: 'POST', path: '/api/admin-reset-password', audience: 'admin', spec: 'docs/product.md §6 CRM users', allowed: INVALID },
  // The tenant's users (docs/product.md §2 /crm/users variant B, §7, §9); super admins without a tenant
  // header search every user instead (docs/product.md §7), with one the matrix sends tenant A's.
  // Without a tenant header the list is the console's search across tenants (docs/product.md §7
  // GET /api/users?query=), a super admin's alone: a tenant's admin who sends none is refused.
  { method: 'GET', path: '/api/users', audience: 'admin', spec: 'docs/product.md §2 /crm/users, §7', allowed: { otherTenantAdminNoHeader: 403, others: 200 } },
  { method: 'GET', path: '/api/users/recent', audience: 'admin', spec: 'docs/product.md §2 admin dashboard, §7', allowed: 200 },
  { method: 'PATCH', path: '/api/users/{id}', audience: 'admin', spec: 'docs/product.md §5 role change, edit user', probe: () => ({ path: `/api/users/${NO_SUCH_USER}`, body: { notAField: true } }), allowed: INVALID },
  // Nobody in tenant A has this id: an allowed caller learns only that.
  { method: 'DELETE', path: '/api/users/{id}', audience: 'admin', spec: 'docs/product.md §5 delete user, §7', probe: () => ({ path: `/api/users/${NO_SUCH_USER}?deleteFiles=false` }), allowed: 404 },
  // A member's activity for the user drawer (docs/product.md §2 variant B detail drawer): tenant A has nobody with this id.
  { method: 'GET', path: '/api/users/{id}/activity', audience: 'admin', spec: 'docs/product.md §2 variant B user drawer activity', probe: () => ({ path: `/api/users/${NO_SUCH_USER}/activity` }), allowed: 404 },
  { method: 'POST', path: '/api/users/bulk-role', audience: 'admin', spec: 'docs/product.md §2 variant B bulk change role', allowed: INVALID },
  { method: 'POST', path: '/api/users/bulk-delete', audience: 'admin', spec: 'docs/product.md §2 variant B bulk delete', allowed: INVALID },
  { method: 'GET', path: '/api/users/export.csv', audience: 'admin', spec: 'docs/product.md §2 Export CSV, §9 users.csv', allowed: 200 },
  { method: 'POST', path: '/api/users/import', audience: 'admin', spec: 'issue 11 Import CSV', allowed: INVALID },

  // Tenant settings: admin-only (docs/product.md §6 "settings"; docs/product.md §2, §7).
  { method: 'PATCH', path: '/api/tenant-config', audience: 'admin', spec: 'docs/product.md §2 Brand & Legal, §7', probe: unknownField, allowed: INVALID },
  // An uploaded logo or favicon (issue 11); the probe's `{}` is no image, so nothing is stored.
  { method: 'PUT', path: '/api/tenant-config/{kind}', audience: 'admin', spec: 'docs/product.md §2 Brand & Legal logo and favicon', probe: () => ({ path: '/api/tenant-config/logo', body: {} }), allowed: INVALID },
  // The stored images are public: sign-in pages and emails show them. No image has this hash.
  { method: 'GET', path: '/api/public/brand-assets/{tenantId}/{sha256}', audience: 'anyone', spec: 'docs/product.md §7 white-label sign-in page', probe: () => ({ path: `/api/public/brand-assets/${NO_SUCH_USER}/${'0'.repeat(64)}` }), allowed: 404 },
  { method: 'PUT', path: '/api/tenant-roles', audience: 'admin', spec: 'docs/product.md §2 Role Types & Banner Colors, §7', allowed: INVALID },
  { method: 'GET', path: '/api/domains', audience: 'admin', spec: 'docs/product.md §2 Domains, §7', allowed: 200 },
  { method: 'POST', path: '/api/domains', audience: 'admin', spec: 'docs/product.md §2 Domains, §7', allowed: INVALID },
  { method: 'DELETE', path: '/api/domains', audience: 'admin', spec: 'docs/product.md §2 Domains, §7', allowed: INVALID },
  { method: 'POST', path: '/api/domains-verify', audience: 'admin', spec: 'docs/product.md §2 Domains, §7', allowed: INVALID },
  { method: 'POST', path: '/api/domains-ssl-check', audience: 'admin', spec: 'docs/product.md §4 domain states (SSL ready/failed after verify)', allowed: INVALID },

  // Files (docs/product.md §2 files pages, §6: admins see every tenant file, others their own and their
  // role's; §7 calls). A file id nobody has is not found, for every caller who may ask.
  { method: 'GET', path: '/api/files', audience: 'member', spec: 'docs/product.md §2 files pages, §7', allowed: 200 },
  { method: 'GET', path: '/api/files/recent', audience: 'member', spec: 'docs/product.md §2 Recent Uploads, Recent Activity', allowed: 200 },
  { method: 'GET', path: '/api/files/tenant-users', audience: 'admin', spec: 'docs/product.md §2 Admin Files recipient, §7', allowed: 200 },
  { method: 'GET', path: '/api/files/{id}', audience: 'member', spec: 'docs/product.md §6 files', allowed: 404 },
  { method: 'DELETE', path: '/api/files/{id}', audience: 'member', spec: 'docs/product.md §2 Admin Files Delete; issue 12 owner deletes', allowed: 404 },
  { method: 'PATCH', path: '/api/files/{id}', audience: 'member', spec: 'issue 28 item 3 rename files; same people as delete', allowed: INVALID },
  { method: 'GET', path: '/api/files/{id}/download', audience: 'member', spec: 'docs/product.md §2 download; issue 12', allowed: 404 },
  { method: 'POST', path: '/api/files/download', audience: 'member', spec: "docs/product.md §2 'Download selected'", allowed: INVALID },
  // Uploads (tus): without a file name the form's 'Choose a file'; bytes must be tus bytes.
  { method: 'POST', path: '/api/files/uploads', audience: 'member', spec: 'docs/product.md §2 upload, §5', allowed: INVALID },
  { method: 'PATCH', path: '/api/files/uploads/{id}', audience: 'member', spec: 'issue 12 resumable uploads', allowed: 415 },
  // Versions (issue 28 item 4): whoever may see a file sees its history and downloads any version;
  // staff file it in folders (item 3).
  { method: 'GET', path: '/api/files/{id}/versions', audience: 'member', spec: 'issue 28 item 4 history', allowed: 404 },
  { method: 'GET', path: '/api/files/{id}/versions/{versionId}/download', audience: 'member', spec: 'issue 28 item 4 any version downloads', allowed: 404 },
  { method: 'PUT', path: '/api/files/{id}/folder', audience: 'admin', spec: 'issue 28 item 3 move files between folders', allowed: INVALID },
  // Approvals (issue 28 item 5): staff ask; whoever was asked decides (content refuses anyone else).
  { method: 'POST', path: '/api/files/{id}/approvals', audience: 'admin', spec: 'issue 28 item 5 staff request approval', allowed: INVALID },
  { method: 'GET', path: '/api/files/{id}/approvals', audience: 'member', spec: 'issue 28 item 5 shown on the file', allowed: 404 },
  { method: 'GET', path: '/api/approvals/awaiting', audience: 'member', spec: 'issue 28 item 5 approver', allowed: 200 },
  { method: 'POST', path: '/api/approvals/{id}/decision', audience: 'member', spec: 'issue 28 item 5 approve or request changes', allowed: INVALID },
  // Folders (issue 28 item 3): members browse what their folders' audiences reach; staff organise.
  { method: 'GET', path: '/api/folders', audience: 'member', spec: 'issue 28 item 3 Your Files and Admin Files browse folders', allowed: 200 },
  { method: 'GET', path: '/api/folders/{id}', audience: 'member', spec: 'issue 28 item 3 access follows the audience', allowed: 404 },
  { method: 'POST', path: '/api/folders', audience: 'admin', spec: 'issue 28 item 3 per-client and shared folders', allowed: INVALID },
  { method: 'PATCH', path: '/api/folders/{id}', audience: 'admin', spec: 'issue 28 item 3 rename', allowed: INVALID },
  { method: 'PUT', path: '/api/folders/{id}/parent', audience: 'admin', spec: 'issue 28 item 3 nested, move', allowed: INVALID },
  { method: 'DELETE', path: '/api/folders/{id}', audience: 'admin', spec: 'issue 28 item 3', allowed: 404 },
  // Tasks and file requests (issue 28 items 1-2): staff give them; each member sees and ticks
  // their own (content refuses a task that is not theirs); the client asked sees their request.
  { method: 'POST', path: '/api/tasks', audience: 'admin', spec: 'issue 28 item 1 created by staff', allowed: INVALID },
  { method: 'GET', path: '/api/tasks', audience: 'admin', spec: 'issue 28 items 1, 6 admin dashboard, Due this week', allowed: 200 },
  { method: 'GET', path: '/api/tasks/mine', audience: 'member', spec: 'issue 28 item 1 member dashboard task list', allowed: 200 },
  { method: 'PUT', path: '/api/tasks/{id}/done', audience: 'member', spec: 'issue 28 item 1 to do / done', allowed: INVALID },
  { method: 'DELETE', path: '/api/tasks/{id}', audience: 'admin', spec: 'issue 28 item 1', allowed: 404 },
  { method: 'GET', path: '/api/tasks/reminders', audience: 'member', spec: 'issue 28 item 1 reminders, per-user preference', allowed: 200 },
  { method: 'PUT', path: '/api/tasks/reminders', audience: 'member', spec: 'issue 28 item 1 reminders, per-user preference', allowed: INVALID },
  { method: 'GET', path: '/api/task-templates', audience: 'admin', spec: 'issue 28 item 1 task templates', allowed: 200 },
  { method: 'POST', path: '/api/task-templates', audience: 'admin', spec: 'issue 28 item 1 task templates', allowed: INVALID },
  { method: 'DELETE', path: '/api/task-templates/{id}', audience: 'admin', spec: 'issue 28 item 1 task templates', allowed: 404 },
  { method: 'POST', path: '/api/file-requests', audience: 'admin', spec: 'issue 28 item 2 staff ask a client for files', allowed: INVALID },
  { method: 'GET', path: '/api/file-requests/{id}', audience: 'member', spec: 'issue 28 item 2 the client uploads into the request', allowed: 404 },

  // Embeds (docs/product.md §2 embed screens, §6 visibility, §7 calls): members open theirs, admins manage.
  { method: 'GET', path: '/api/embeds', audience: 'member', spec: 'docs/product.md §2 sidebar, Pages tab, /embed/{id}; §7', allowed: 200 },
  { method: 'GET', path: '/api/embeds/manage', audience: 'admin', spec: 'docs/product.md §2 Admin Embed Manager, §6', allowed: 200 },
  { method: 'POST', path: '/api/embeds', audience: 'admin', spec: 'docs/product.md §5 embed create, §7', allowed: INVALID },
  { method: 'PATCH', path: '/api/embeds', audience: 'admin', spec: 'docs/product.md §3 is_active toggle, §7', allowed: INVALID },
  { method: 'DELETE', path: '/api/embeds', audience: 'admin', spec: 'docs/product.md §5 embed delete, §7', allowed: INVALID },
  // Tenant A has no embed with this id: an allowed caller learns only that.
  { method: 'POST', path: '/api/embeds/{id}/check', audience: 'admin', spec: 'issue 12 framing check again', probe: () => ({ path: `/api/embeds/${NO_SUCH_USER}/check` }), allowed: 404 },
  { method: 'POST', path: '/api/embeds/reorder', audience: 'admin', spec: 'issue 12 reorder', allowed: INVALID },
  { method: 'PUT', path: '/api/embeds/{id}/pass-context', audience: 'admin', spec: 'issue 12 signed client-context token setting', probe: () => ({ path: `/api/embeds/${NO_SUCH_USER}/pass-context`, body: { pass_context: true } }), allowed: 404 },
  { method: 'GET', path: '/api/embeds/{id}/context-token', audience: 'member', spec: 'issue 12 signed client-context token', probe: () => ({ path: `/api/embeds/${NO_SUCH_USER}/context-token` }), allowed: 404 },
  // Tools verify client-context tokens with these keys: public, like any JWKS.
  { method: 'GET', path: '/.well-known/portico-embed-keys.json', audience: 'anyone', spec: 'issue 12 signed client-context token keys', allowed: 200 },

  // Forms (docs/product.md §2 form screens, §5 fill access, §6 guard, §7 calls): admin and recruitpro
  // build and read responses; members fill what is assigned to them.
  { method: 'GET', path: '/api/forms', audience: 'form builder', spec: 'docs/product.md §2 Form management, §7', allowed: 200 },
  { method: 'GET', path: '/api/forms/assigned', audience: 'member', spec: 'docs/product.md §2 member Forms tab; issue 13 tasks', allowed: 200 },
  { method: 'POST', path: '/api/forms', audience: 'form builder', spec: 'docs/product.md §2 builder, §4 autosave, §7', allowed: INVALID },
  { method: 'PATCH', path: '/api/forms', audience: 'form builder', spec: "docs/product.md §2 Assign Forms, §4 archive, §7 ('Please select a form')", allowed: INVALID },
  { method: 'POST', path: '/api/forms/{id}/copy', audience: 'form builder', spec: 'docs/product.md §7 copy', allowed: 404 },
  { method: 'DELETE', path: '/api/forms/{id}', audience: 'form builder', spec: "docs/product.md §7 delete ('Delete this form?')", allowed: 404 },
  { method: 'GET', path: '/api/forms/{id}', audience: 'member', spec: 'docs/product.md §2 fill page, §5 access', allowed: 404 },
  { method: 'POST', path: '/api/forms/{id}/responses', audience: 'member', spec: 'docs/product.md §2 fill page submit, §7', allowed: INVALID },
  { method: 'GET', path: '/api/forms/{id}/draft-answers', audience: 'member', spec: 'issue 13 resume answers on another device', allowed: 404 },
  { method: 'PUT', path: '/api/forms/{id}/draft-answers', audience: 'member', spec: 'issue 13 resume answers on another device', allowed: INVALID },
  { method: 'GET', path: '/api/form-responses', audience: 'form builder', spec: 'docs/product.md §2 Form responses, §7', allowed: INVALID },
  { method: 'GET', path: '/api/form-responses/export', audience: 'form builder', spec: 'issue 13 CSV export', allowed: INVALID },
  { method: 'DELETE', path: '/api/form-responses/{id}', audience: 'form builder', spec: 'issue 13 response delete', allowed: 404 },

  // The platform console (docs/product.md §6: super-admin pages and endpoints).
  { method: 'GET', path: '/api/super/embeds', audience: 'super admin', spec: 'docs/product.md §2 /super/embeds', allowed: 200 },
  { method: 'POST', path: '/api/super/embeds', audience: 'super admin', spec: 'docs/product.md §2 /super/embeds', allowed: INVALID },
  // Tenants & Users (docs/product.md §2 Tenants & Domains, Super User Management, §7; issue 16).
  { method: 'GET', path: '/api/super/tenants', audience: 'super admin', spec: 'docs/product.md §7 super tenants', allowed: 200 },
  { method: 'GET', path: '/api/super/tenants/{id}', audience: 'super admin', spec: 'docs/product.md §2 tenant drawer', probe: () => ({ path: `/api/super/tenants/${NO_SUCH_USER}` }), allowed: 404 },
  // Issue 24 item 4: the super admin's override of a workspace's ownership.
  { method: 'POST', path: '/api/super/tenants/{id}/ownership', audience: 'super admin', spec: 'issue 24 item 4', probe: () => ({ path: `/api/super/tenants/${NO_SUCH_USER}/ownership`, body: {} }), allowed: INVALID },
  { method: 'PUT', path: '/api/super/tenants/{id}/status', audience: 'super admin', spec: 'issue 16: suspend / activate', probe: () => ({ path: `/api/super/tenants/${NO_SUCH_USER}/status`, body: {} }), allowed: INVALID },
  { method: 'GET', path: '/api/super/tenant-users', audience: 'super admin', spec: 'docs/product.md §7 tenant users', allowed: INVALID },
  { method: 'POST', path: '/api/super/invitations', audience: 'super admin', spec: 'docs/product.md §3 invitation request, §7', allowed: INVALID },
  { method: 'PUT', path: '/api/super/users/{id}/status', audience: 'super admin', spec: 'issue 16: operator user management', probe: () => ({ path: `/api/super/users/${NO_SUCH_USER}/status`, body: {} }), allowed: INVALID },
  { method: 'POST', path: '/api/super/users/{id}/password-reset', audience: 'super admin', spec: 'issue 16: operator user management', probe: () => ({ path: '/api/super/users/not-a-user/password-reset' }), allowed: INVALID },
  { method: 'GET', path: '/api/audit', audience: 'super admin', spec: 'docs/product.md §2 /super/audit, §7', allowed: 200 },
  // The test stack runs no Prometheus: an allowed caller learns it is unavailable (503), never a figure.
  { method: 'GET', path: '/api/metrics/uptime', audience: 'super admin', spec: 'docs/product.md §7', allowed: 503 },
  { method: 'GET', path: '/api/metrics/requests-errors', audience: 'super admin', spec: 'docs/product.md §7', allowed: 503 },
  { method: 'GET', path: '/api/metrics/latency', audience: 'super admin', spec: 'docs/product.md §7', allowed: 503 },
  { method: 'GET', path: '/api/metrics/errors/top-endpoints', audience: 'super admin', spec: 'docs/product.md §7', allowed: 503 },
  { method: 'GET', path: '/api/metrics/messaging', audience: 'super admin', spec: 'issue 27 item 7', allowed: 503 },
  // The test stack exports no spans: an allowed caller learns tracing is off (200, tracing false).
  { method: 'GET', path: '/api/metrics/traces/{traceId}', audience: 'super admin', spec: 'issue 16: trace drawer', probe: () => ({ path: '/api/metrics/traces/0af7651916cd43dd8448eb211c80319c' }), allowed: 200 },
  // pg_stat_statements, the metrics service's own probes and its onboarding log: no Prometheus needed.
  { method: 'GET', path: '/api/metrics/db/slow-queries', audience: 'super admin', spec: 'docs/product.md §7', allowed: 200 },
  { method: 'GET', path: '/api/metrics/dependencies', audience: 'super admin', spec: 'docs/product.md §7', allowed: 200 },
  { method: 'GET', path: '/api/metrics/active-users', audience: 'super admin', spec: 'docs/product.md §7', allowed: 200 },
  { method: 'GET', path: '/api/metrics/storage', audience: 'super admin', spec: 'docs/product.md §7', allowed: 200 },
  { method: 'GET', path: '/api/metrics/jobs', audience: 'super admin', spec: 'docs/product.md §7', allowed: 200 },
  { method: 'GET', path: '/api/metrics/alerts', audience: 'super admin', spec: 'docs/product.md §2 Active Alerts', allowed: 200 },
  { method: 'GET', path: '/api/_debug/onboarding-events', audience: 'super admin', spec: 'docs/product.md §7', allowed: 200 },
  { method: 'GET', path: '/api/audit/verify', audience: 'super admin', spec: 'issue 16: tamper-evident audit', allowed: 200 },
  // Super Settings and maintenance (docs/product.md §2, §3 Settings and Feature flag, §7). Writes are
  // probed with a body their schema refuses (no section; an unknown field), so nothing changes.
  { method: 'GET', path: '/api/settings', audience: 'super admin', spec: 'docs/product.md §7', allowed: 200 },
  { method: 'PUT', path: '/api/settings', audience: 'super admin', spec: 'docs/product.md §7', allowed: INVALID },
  { method: 'GET', path: '/api/flags', audience: 'super admin', spec: 'docs/product.md §7', allowed: 200 },
  { method: 'PUT', path: '/api/flags/{key}', audience: 'super admin', spec: 'docs/product.md §7', probe: () => ({ path: '/api/flags/matrix-probe', body: {} }), allowed: INVALID },
  // Only the known flags' states: the sign-in and landing pages follow signup.open signed out.
  { method: 'GET', path: '/api/feature-flags', audience: 'anyone', spec: 'issue 16 feature flags that take effect', allowed: 200 },
  { method: 'POST', path: '/api/cache/purge', audience: 'super admin', spec: 'docs/product.md §7', probe: () => ({ body: { notAField: true } }), allowed: INVALID },
  { method: 'POST', path: '/api/search/reindex', audience: 'super admin', spec: 'docs/product.md §7', probe: () => ({ body: { notAField: true } }), allowed: INVALID },
  // Notifications, jobs and global integrations (docs/product.md §4, §7 banners; docs/product.md §2 Notifications,
  // Queues & Jobs, Super Integrations, §6, §7). A bodiless write refuses any field, so its
  // probe changes nothing (no job retried, no schedule toggled).
  { method: 'GET', path: '/api/notifications/active', audience: 'member', spec: 'docs/product.md §4 banners, §7', allowed: 200 },
  { method: 'POST', path: '/api/notifications/announce', audience: 'super admin', spec: 'docs/product.md §7', allowed: INVALID },
  { method: 'GET', path: '/api/notifications/history', audience: 'super admin', spec: 'docs/product.md §7', allowed: 200 },
  { method: 'GET', path: '/api/notifications/rules', audience: 'super admin', spec: 'docs/product.md §7', allowed: 200 },
  { method: 'POST', path: '/api/notifications/rules', audience: 'super admin', spec: 'docs/product.md §7', allowed: INVALID },
  { method: 'PATCH', path: '/api/notifications/rules/{id}', audience: 'super admin', spec: 'issue 15 rules enabled', probe: () => ({ path: `/api/notifications/rules/${NO_SUCH_USER}`, body: { notAField: true } }), allowed: INVALID },
  { method: 'DELETE', path: '/api/notifications/rules/{id}', audience: 'super admin', spec: 'issue 15 rules', probe: () => ({ path: `/api/notifications/rules/${NO_SUCH_USER}` }), allowed: 404 },
  { method: 'GET', path: '/api/integrations', audience: 'super admin', spec: 'docs/product.md §2 Super Integrations, §7', allowed: 200 },
  { method: 'PUT', path: '/api/integrations/global/{key}', audience: 'super admin', spec: 'docs/product.md §7 write /api/integrations/{key}', probe: () => ({ path: '/api/integrations/global/slack', body: { notAField: true } }), allowed: INVALID },
  { method: 'GET', path: '/api/tenants', audience: 'super admin', spec: 'docs/product.md §7 GET /api/tenants?includeIntegrations=true', probe: () => ({ path: '/api/tenants?includeIntegrations=true' }), allowed: 200 },
  { method: 'PUT', path: '/api/tenants/{id}/integrations', audience: 'super admin', spec: 'docs/product.md §7 write /api/tenants/{id}/integrations', probe: () => ({ path: `/api/tenants/${NO_SUCH_USER}/integrations`, body: { notAField: true } }), allowed: INVALID },
  { method: 'GET', path: '/api/jobs/recent', audience: 'super admin', spec: 'docs/product.md §7', allowed: 200 },
  { method: 'GET', path: '/api/jobs/depth', audience: 'super admin', spec: 'docs/product.md §2 Job Queue Depth', allowed: 200 },
  { method: 'GET', path: '/api/jobs/cron', audience: 'super admin', spec: 'docs/product.md §7', allowed: 200 },
  { method: 'POST', path: '/api/jobs/{id}/retry', audience: 'super admin', spec: 'docs/product.md §7', probe: () => ({ path: `/api/jobs/${NO_SUCH_USER}/retry`, body: { notAField: true } }), allowed: INVALID },
  { method: 'POST', path: '/api/jobs/{id}/cancel', audience: 'super admin', spec: 'docs/product.md §7', probe: () => ({ path: `/api/jobs/${NO_SUCH_USER}/cancel`, body: { notAField: true } }), allowed: INVALID },
  { method: 'POST', path: '/api/jobs/cron/{name}/toggle', audience: 'super admin', spec: 'docs/product.md §7', probe: () => ({ path: '/api/jobs/cron/rules.evaluate/toggle', body: { notAField: true } }), allowed: INVALID },
  { method: 'POST', path: '/api/impersonate/start', audience: 'super admin', spec: 'docs/product.md §7', allowed: INVALID },
  // The banner's Stop is shown to whoever is impersonating (docs/product.md §4); for anyone else it
  // changes nothing.
  { method: 'POST', path: '/api/impersonate/stop', audience: 'signed-in', spec: 'docs/product.md §4, §7', allowed: 200, endsSession: true },
];

/** The exact status `caller` must get from `row`'s probe. */
export function expectedStatus(row: AuthorizationRow, caller: Caller): number {
  const refused = REFUSED[row.audience][caller];
  if (refused) return refused;
  if (typeof row.allowed === 'number') return row.allowed;
  return row.allowed[caller] ?? row.allowed.others;
}

export const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
