// The main journeys of a portal member, each request tagged by endpoint and marked synthetic
// (x-synthetic: 1) so the services skip side effects such as emails and the console can
// tell load-test traffic from people. Every path here is a route of /api/openapi.json (a
// chart check reads the generated document).
import { check, group } from 'k6';
import http from 'k6/http';
import { baseUrl, host, loadTenant, memberEmail } from './settings.ts';

export interface Session {
  accessToken: string;
  tenantId: string;
}

interface Membership {
  tenant_id: string;
}

const syntheticHeaders = { 'x-synthetic': '1', Host: host };

function authorized(session: Session, endpoint: string) {
  return {
    headers: {
      ...syntheticHeaders,
      Authorization: `Bearer ${session.accessToken}`,
      'x-tenant-id': session.tenantId,
    },
    tags: { endpoint },
  };
}

/** Signs in as `email`; the first tenant of GET /api/me becomes the active tenant. */
export function signInAs(email: string, password: string): Session {
  return group('sign in', () => {
    const login = http.post(`${baseUrl}/api/auth/login`, JSON.stringify({ email, password }), {
      headers: { ...syntheticHeaders, 'Content-Type': 'application/json' },
      tags: { endpoint: 'auth.login' },
    });
    const signedIn = check(login, {
      'sign-in answers 200': (r) => r.status === 200,
      'sign-in returns an access token': (r) => typeof r.json('access_token') === 'string',
    });
    if (!signedIn)
      throw new Error(`sign-in failed with ${login.status}: ${String(login.body).slice(0, 200)}`);
    const accessToken = login.json('access_token') as string;

    const me = http.get(`${baseUrl}/api/me`, {
      headers: { ...syntheticHeaders, Authorization: `Bearer ${accessToken}` },
      tags: { endpoint: 'me' },
    });
    const memberships = (me.json('memberships') ?? []) as unknown as Membership[];
    const first = memberships[0];
    if (!first) throw new Error(`${email} has no membership: run the seeding step (seed.ts)`);
    return { accessToken, tenantId: first.tenant_id };
  });
}

/** Virtual user n signs in as member n of the load tenant (wrapping around; setup is VU 0). */
export function signIn(): Session {
  const index = Math.max(__VU - 1, 0) % loadTenant.members;
  return signInAs(memberEmail(index), loadTenant.password);
}

/** What a member's dashboard loads: who they are, the portal's settings, recent files. */
export function dashboardReads(session: Session): void {
  group('dashboard', () => {
    const me = http.get(`${baseUrl}/api/me`, authorized(session, 'me'));
    check(me, { 'dashboard: /api/me answers 200': (r) => r.status === 200 });
    const config = http.get(`${baseUrl}/api/tenant-config`, authorized(session, 'tenant.config'));
    check(config, { 'dashboard: tenant config answers 200': (r) => r.status === 200 });
    const recent = http.get(`${baseUrl}/api/files/recent`, authorized(session, 'files.recent'));
    check(recent, { 'dashboard: recent files answer 200': (r) => r.status === 200 });
  });
}

/** The file list of the active tenant, a page of 100. */
export function fileList(session: Session): void {
  group('files', () => {
    const files = http.get(`${baseUrl}/api/files?limit=100`, authorized(session, 'files.list'));
    check(files, { 'file list answers 200': (r) => r.status === 200 });
  });
}

/** The tools embedded for the member. */
export function embedList(session: Session): void {
  group('embeds', () => {
    const embeds = http.get(`${baseUrl}/api/embeds`, authorized(session, 'embeds.list'));
    check(embeds, { 'embed list answers 200': (r) => r.status === 200 });
  });
}

/** One visit: the dashboard, the files and the embedded tools. */
export function visit(session: Session): void {
  dashboardReads(session);
  fileList(session);
  embedList(session);
}
