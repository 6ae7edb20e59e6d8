/**
 * The gateway app with its real route declarations and fake service clients: no servers
 * but the app itself, so route tests stay fast as routes multiply. The fakes answer like the
 * services do for the cases the tests need and record every call, so a test can tell a
 * refused request had no side effect.
 */
import { createPrivateKey, sign } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { Registry } from 'prom-client';
import { DomainError, forbidden, type AccessClaims } from '@portico/kit';
import type { PlatformSettingsDoc } from '@portico/rules';
import { generateSigningKey, signAccessToken } from '../../../identity/src/domain/accessTokens';
import { createGatewayApp } from '../../src/app';
import { responseSchemaFor, registerRoutes } from '../../src/features';
import { testGatewayDeps } from '../support/gatewayDeps';

export interface Call {
  service: string;
  method: string;
  request: Record<string, unknown>;
  ctx: Record<string, unknown>;
}

/** Tenant memberships of the fake tenancy: user id → tenant id → effective role. */
export type Memberships = Record<string, Record<string, string>>;

const user = (id: string, email: string) => ({
  id,
  email,
  first_name: 'Ada',
  last_name: 'Byron',
  phone: '',
  linkedin: '',
  title: '',
  global_roles: [],
  is_super_admin: false,
  created_at: '',
  last_sign_in_at: '',
  profile_color: '',
});

const session = (id: string, email: string) => ({
  access_token: 'access-token',
  expires_at: '2030-01-01T00:00:00.000Z',
  refresh_token: 'refresh-token',
  refresh_expires_at: '2030-01-31T00:00:00.000Z',
  session_id: 'session-1',
  user: user(id, email),
  impersonator_user_id: '',
});

export const ONBOARDING_STATE = {
  step: 'branding',
  ready: false,
  company_name: 'Acme',
  plan: 'pro',
  admin_seats: 2,
  subdomain: '',
  brand_color: '',
  logo_url: '',
  custom_domain: '',
  tenant_id: '',
  started: true,
};

export const SIGNING_KEY = generateSigningKey();

/** The SHA-256 the fake tenancy's one stored brand image has. */
export const BRAND_ASSET_SHA = 'a'.repeat(64);

function fakeServices(memberships: Memberships, calls: Call[]) {
  const record =
    (service: string, answers: Record<string, (request: never, ctx: never) => unknown>) => () =>
      Object.fromEntries(
        Object.entries(answers).map(([method, answer]) => [
          method,
          async (request: Record<string, unknown>, ctx: Record<string, unknown> = {}) => {
            // Keys, rate-limit counters and the guard's session check are plumbing, not what
            // the request asked for.
            if (method !== 'GetJwks' && method !== 'HitRateLimit' && method !== 'CheckSession')
              calls.push({ service, method, request, ctx });
            return answer(request as never, ctx as never);
          },
        ]),
      );
  const rolesOf = (userId: unknown) => memberships[String(userId)] ?? {};
  return {
    identity: record('identity', {
      GetJwks: () => ({ jwks_json: JSON.stringify({ keys: [SIGNING_KEY.publicJwk] }) }),
      HitRateLimit: () => ({ allowed: true, count: 1, retry_after_seconds: 0 }),
      RecordAudit: () => ({}),
      CheckSession: () => ({ active: true }),
      SignUp: (r: { email: string }) => session('user-new', r.email),
      SignIn: (r: { email: string }) => session('user-1', r.email),
      Refresh: () => session('user-1', 'ann@example.com'),
      SignOut: () => ({}),
      GetUser: (_r: unknown, ctx: { userId?: string }) =>
        user(ctx.userId ?? '', `${ctx.userId}@example.com`),
      UpdateProfile: (r: Record<string, string>, ctx: { userId?: string }) => ({
        ...user(ctx.userId ?? '', ''),
        ...r,
      }),
      ChangePassword: () => ({}),
      ChangeEmail: (r: { email: string }, ctx: { userId?: string }) =>
        user(ctx.userId ?? '', r.email),
      RequestPasswordReset: () => ({}),
      ResetPassword: () => ({}),
      AdminCreateUser: (r: { email: string }) => user('user-created', r.email),
      SearchUsers: () => ({ users: [{ ...user('user-9', 'nine@example.com') }] }),
      StartImpersonation: (r: { target_user_id: string }) =>
        session(r.target_user_id, 'target@example.com'),
      StopImpersonation: () => ({}),
    }),
    tenancy: record('tenancy', {
      GetAccess: (r: { tenant_id: string; is_super_admin: boolean }, ctx: { userId?: string }) => {
        const roles = rolesOf(ctx.userId);
        const tenantId = r.tenant_id || Object.keys(roles)[0] || '';
        const role = roles[tenantId];
        if (r.tenant_id && !role && !r.is_super_admin)
          throw forbidden('You are not a member of this tenant.', 'not_a_member');
        return {
          tenant_id: tenantId,
          effective_role: role ?? (r.is_super_admin ? 'admin' : ''),
          memberships: Object.entries(roles).map(([tenant_id, role]) => ({
            tenant_id,
            tenant_name: `Tenant ${tenant_id}`,
            role,
            role_key: role,
            status: 'active',
          })),
        };
      },
      ListPlatformUserWorkspaces: (r: { user_ids: string[] }) => ({
        workspaces: r.user_ids.map((user_id) => ({
          user_id,
          tenant_id: 'tenant-1',
          tenant_name: 'Acme',
          role_key: 'role2',
          role_label: 'Client',
          status: 'active',
        })),
      }),
      PeekInvitation: () => ({ email: 'invited@example.com' }),
      AcceptInvitation: () => ({ tenant_id: 'tenant-1', role: 'client', role_key: 'role2' }),
      StartOnboarding: () => ONBOARDING_STATE,
      GetOnboardingStatus: () => ONBOARDING_STATE,
      SaveOnboardingPlan: () => ONBOARDING_STATE,
      SaveOnboardingBranding: () => ONBOARDING_STATE,
      SaveOnboardingCapabilities: () => ONBOARDING_STATE,
      CheckSubdomain: (r: { subdomain: string }) => ({
        available: r.subdomain !== 'taken',
        subdomain: r.subdomain,
        reason: r.subdomain === 'taken' ? 'taken' : '',
      }),
      ProvisionWorkspace: () => ({ ...ONBOARDING_STATE, ready: true, tenant_id: 'tenant-new' }),
      CreateInvitation: (r: { email: string; role: string }, ctx: { tenantId?: string }) => ({
        id: 'invitation-1',
        tenant_id: ctx.tenantId,
        tenant_name: 'Acme',
        email: r.email,
        role: r.role,
        role_key: r.role,
        expires_at: '2030-01-01T00:00:00.000Z',
        signup_url: 'http://portal.test/signup?invite=abc',
      }),
      GetTenantConfig: (_r: unknown, ctx: { tenantId?: string }) => ({
        tenant_id: ctx.tenantId,
        name: 'Acme',
        role_labels: { admin: 'Admin' },
        role_colors: {},
        support_email: '',
        logo_url: '',
        favicon_url: '',
        features_json: '{"files":true}',
        slug: 'acme',
        tier: 'pro',
        brand_color: '#2563eb',
      }),
      ListTenantRoles: () => ({
        roles: [{ role_key: 'admin', role_label: 'Admin', role_color: '', role_description: '' }],
      }),
      // Brand images (features/tenant/brandAssets.ts): one stored image, the hash BRAND_ASSET_SHA names.
      UploadBrandAsset: (r: { kind: string }, ctx: { tenantId?: string }) => ({
        tenant_id: ctx.tenantId,
        name: 'Acme',
        role_labels: {},
        role_colors: {},
        support_email: '',
        logo_url:
          r.kind === 'logo' ? `/api/public/brand-assets/${ctx.tenantId}/${BRAND_ASSET_SHA}` : '',
        favicon_url:
          r.kind === 'favicon' ? `/api/public/brand-assets/${ctx.tenantId}/${BRAND_ASSET_SHA}` : '',
        features_json: '{}',
        slug: 'acme',
        tier: 'pro',
        brand_color: '',
      }),
      GetBrandAsset: (r: { sha256: string }) => {
        if (r.sha256 !== BRAND_ASSET_SHA) throw new DomainError('NOT_FOUND', 'Image not found');
        return { content_type: 'image/png', data: Buffer.from('png bytes') };
      },
      GetBranding: (r: { host: string }) => ({
        found: r.host === 'acme.localhost',
        tenant_id: 'tenant-1',
        name: 'Acme',
        logo_url: '',
        favicon_url: '',
        brand_color: '',
        subdomain: 'acme',
      }),
      GetMembership: () => ({}),
    }),
    billing: record('billing', {
      VerifyCheckout: () => ({ paid: true, plan: 'pro', customer_email: '' }),
      ListPlans: () => ({ plans: [] }),
      HandleProviderWebhook: () => ({
        event_id: 'evt_1',
        event_type: 'invoice.paid',
        applied: true,
      }),
      CreateCheckout: () => ({ id: 'cs_1', url: 'http://portal.test/billing/sandbox-checkout' }),
    }),
    metrics: record('metrics', {
      ListAuditLogs: () => ({
        logs: [
          {
            id: 'audit-1',
            actor_user_id: '',
            impersonator_user_id: '',
            action: 'tenant.created',
            entity_type: 'tenant',
            entity_id: 'acme',
            tenant_id: '',
            reason: '',
            details_json: '{"plan":"pro"}',
            created_at: '2026-11-21T10:00:00.000Z',
          },
        ],
      }),
      VerifyAuditChain: () => ({ ok: true, checked: 1, broken_at_id: '', broken_at_seq: 0 }),
      GetUptime: () => ({ p24h: 100, p7d: 99.5, p30d: -1 }),
      GetRequestsErrors: (r: { window: string }) =>
        r.window === '30d'
          ? Promise.reject(new DomainError('UNAVAILABLE', 'Prometheus is unavailable'))
          : {
              points: [{ x: '2026-11-21T10:00:00.000Z', requests: 10, errors: 2 }],
              requests: 10,
              errors: 2,
              error_rate: 0.2,
            },
      GetLatency: () => ({ points: [], p50: 12, p95: -1, p99: -1 }),
      // 7d: an endpoint these tests make fail (a 30d window), so the gateway knows its last request.
      ListTopEndpoints: (r: { window: string }) => ({
        endpoints: [
          {
            endpoint: r.window === '7d' ? 'GET /api/metrics/requests-errors' : 'GET /api/files',
            error_pct: 25,
            requests: 8,
            last_error_at: '',
            last_request_id: '',
            last_trace_id: '',
          },
        ],
      }),
    }),
  };
}

export interface RoutesHarness {
  base: string;
  calls: Call[];
  /** A bearer token identity would issue for these claims. */
  tokenFor(claims: Pick<AccessClaims, 'sub'> & Partial<AccessClaims>): string;
  /** Sends a request; every answer is checked against its route's declaration. */
  call(
    method: string,
    path: string,
    options?: { token?: string; tenant?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; body: Record<string, unknown> }>;
  close(): Promise<void>;
}

export async function startRoutesHarness(
  memberships: Memberships = {},
  /** Fakes of further services (or replacements), for a route file's own tests. */
  extraServices: Record<string, unknown> = {},
  /** The platform settings tenancy answers (Super Settings); none: the spec's defaults. */
  platformSettings?: PlatformSettingsDoc,
  /** Proxy hops trusted (TRUST_PROXY): the chart trusts one, its ingress. */
  trustProxy = 0,
): Promise<RoutesHarness> {
  const calls: Call[] = [];
  const made = fakeServices(memberships, calls);
  const services = {
    identity: made.identity(),
    tenancy: {
      ...made.tenancy(),
      ...(platformSettings && {
        GetPlatformSettings: async () => ({ settings_json: JSON.stringify(platformSettings) }),
      }),
    },
    billing: made.billing(),
    metrics: made.metrics(),
    ...extraServices,
  };
  const app = createGatewayApp({
    logger: pino({ level: 'silent' }),
    registry: new Registry(),
    trustProxy,
    probe: async () => 'SERVING',
    registerApi: (router) =>
      registerRoutes(
        router,
        testGatewayDeps({ services, config: { PUBLIC_URL: 'http://portal.test' } }),
      ),
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    base,
    calls,
    tokenFor: (claims) =>
      signAccessToken(
        SIGNING_KEY,
        { sid: `session-${claims.sub}`, email: `${claims.sub}@example.com`, sa: false, ...claims },
        new Date(),
      ).token,
    async call(method, path, { token, tenant, body, headers = {} } = {}) {
      const sent: Record<string, string> = { ...headers };
      if (token) sent.authorization = `Bearer ${token}`;
      if (tenant) sent['x-tenant-id'] = tenant;
      if (body !== undefined && !sent['content-type']) sent['content-type'] = 'application/json';
      const response = await fetch(`${base}${path}`, {
        method,
        headers: sent,
        body:
          body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await response.text();
      const parsed = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
      responseSchemaFor(method, path, response.status)?.parse(parsed);
      return { status: response.status, body: parsed };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A token identity's key signed, whose payload is whatever JSON text is given (e.g. `null`). */
export function signedPayload(payload: string): string {
  const header = Buffer.from(
    JSON.stringify({ alg: 'EdDSA', typ: 'JWT', kid: SIGNING_KEY.kid }),
  ).toString('base64url');
  const body = Buffer.from(payload).toString('base64url');
  const signature = sign(
    null,
    Buffer.from(`${header}.${body}`),
    createPrivateKey(SIGNING_KEY.privatePem),
  );
  return `${header}.${body}.${signature.toString('base64url')}`;
}
