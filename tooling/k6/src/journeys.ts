// The main journeys of a portal user, each request tagged by endpoint and marked synthetic
// (x-synthetic: 1) so the services skip side effects such as emails and the console can
// tell load-test traffic from people.
import { check, group } from 'k6';
import http from 'k6/http';
import { baseUrl, credentials, formId, host } from './settings.ts';

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

/** POST /api/auth/login, then the first tenant of GET /api/me becomes the active tenant. */
export function signIn(): Session {
  return group('sign in', () => {
    const login = http.post(`${baseUrl}/api/auth/login`, JSON.stringify(credentials), {
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
    if (!first)
      throw new Error(`${credentials.email} has no membership: give the load-test user a tenant`);
    return { accessToken, tenantId: first.tenant_id };
  });
}

/** What a dashboard loads: the user, their memberships and effective role. */
export function dashboardReads(session: Session): void {
  group('dashboard', () => {
    const me = http.get(`${baseUrl}/api/me`, authorized(session, 'me'));
    check(me, { 'dashboard: /api/me answers 200': (r) => r.status === 200 });
  });
}

/** The file list of the active tenant, a page of 100. */
export function fileList(session: Session): void {
  group('files', () => {
    const files = http.get(`${baseUrl}/api/files?limit=100`, authorized(session, 'files.list'));
    check(files, { 'file list answers 200': (r) => r.status === 200 });
  });
}

/** Answers the configured form (LOAD_FORM_ID); left out when none is configured. */
export function formSubmit(session: Session): void {
  if (!formId) return;
  group('form submit', () => {
    const params = authorized(session, 'forms.respond');
    const response = http.post(
      `${baseUrl}/api/forms/${formId}/responses`,
      JSON.stringify({ answers: { load_test: `vu-${__VU}-iteration-${__ITER}` } }),
      { ...params, headers: { ...params.headers, 'Content-Type': 'application/json' } },
    );
    check(response, { 'form response is accepted': (r) => r.status === 200 || r.status === 201 });
  });
}

/** One visit: the dashboard, the files, and (when configured) a form answer. */
export function visit(session: Session): void {
  dashboardReads(session);
  fileList(session);
  formSubmit(session);
}
