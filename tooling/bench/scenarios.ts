/**
 * What is measured. A scenario names a target, the requests autocannon sends and how hard
 * it pushes; main.ts runs them in order. To add one (a later feature's hot path), add an
 * entry here and, if it needs data, extend seed.ts; bench/README.md walks through it.
 */
import { randomUUID } from 'node:crypto';
import { clientAddress, REFRESH_COOKIE, type SignedIn } from './api';
import { BENCH_ANSWERS, type FormFiller } from './forms';
import type { InvoiceReaders } from './invoices';
import { STAFF_AT_WORK, type LoadShape, type Requests } from './load';
import type { SeededMember } from './seed';
import { WORK_SCENARIOS, type WorkData } from './work';

export type BaselineName = 'bare-http' | 'express-pg';

/** Refresh sessions signed in per connection: the warm-up and the measured run each may lose one. */
export const REFRESH_SESSIONS_PER_CONNECTION = 3;

export interface Targets {
  gateway: string;
  baselines: Record<BaselineName, string>;
}

export interface ScenarioData {
  /** Signed-in members whose access tokens the authenticated reads use. */
  readers: (SignedIn & { tenantId: string })[];
  /**
   * Sessions the refresh scenario rotates: at least one per connection for each of the
   * warm-up and the measured run, plus one spare set (see the pool in scenarios()).
   */
  refreshers: SignedIn[];
  /** Tenant admins (workspace owners) for the admin reads, e.g. the CRM users list. */
  admins: (SignedIn & { tenantId: string })[];
  /** Members the sign-in scenario signs in, each at most a few times (per-account limit). */
  members: SeededMember[];
  password: string;
  /** Readers with the published form of their workspace (forms.ts), for the forms scenarios. */
  formFillers: FormFiller[];
  /** The workspace with the 50,000 invoices, its owner and some clients (invoices.ts). */
  invoiceReaders?: InvoiceReaders;
  /** The first admin's workspace with 100,000 tasks and a folder of 10,000 files (work.ts). */
  work?: WorkData;
}

export interface Scenario {
  name: string;
  /** What a reader of the report should take it to mean. */
  description: string;
  /** Which process group it loads: a baseline server alone, or the gateway and services. */
  target: 'portico' | BaselineName;
  url: string;
  shape: LoadShape;
  requests(): Requests;
  /** Checked against the report's targets (bench/README.md); unset: reported only. */
  goals?: {
    minRatioToExpressPg?: number;
    maxP99Ms?: number;
    zeroErrors?: boolean;
    /** Successful (2xx) answers per second, for a path whose refusals also answer fast. */
    minOkPerSecond?: number;
  };
  /** RSS growth over the run is judged (the long run). */
  judgeMemoryGrowth?: boolean;
}

/** Issue 31: every feature's hot path at least half the Express + pg baseline's throughput. */
const HOT_PATH = { minRatioToExpressPg: 0.5, zeroErrors: true } as const;

/** Issue 28: a folder of 10,000 files and the task list of 100,000 tasks, p99 ≤ 50 ms. */
/** Issues 28 and 29: a list's p99 ≤ 50 ms, as a few staff read it (STAFF_AT_WORK). */
const LIST_LATENCY = { maxP99Ms: 50, zeroErrors: true } as const;

/** GET `path` as the first admin, in the workspace the work data is in (work.ts). */
function asWorkAdmin(data: ScenarioData, path: (work: WorkData) => string): Requests {
  const { work } = data;
  if (!work) throw new Error('no tasks or folder were seeded for the work scenarios');
  const admin = data.admins.find((a) => a.tenantId === work.tenantId) ?? data.admins[0]!;
  return [
    {
      method: 'GET',
      path: path(work),
      headers: {
        authorization: `Bearer ${admin.accessToken}`,
        'x-tenant-id': work.tenantId,
      },
    },
  ];
}

export interface Durations {
  seconds: number;
  connections: number;
  openLoopRate: number;
  openLoopSeconds: number;
  soakSeconds: number;
}

/** Cycles through `items`, one per call, shared by every connection. */
function roundRobin<T>(items: readonly T[]): () => T {
  if (items.length === 0) throw new Error('nothing to send: the data set is empty');
  let next = 0;
  return () => items[next++ % items.length] as T;
}

function meRequests(data: ScenarioData): Requests {
  const reader = roundRobin(data.readers);
  return [
    {
      method: 'GET',
      path: '/api/me',
      setupRequest: (req) => {
        const r = reader();
        return {
          ...req,
          headers: {
            ...req.headers,
            authorization: `Bearer ${r.accessToken}`,
            'x-tenant-id': r.tenantId,
          },
        };
      },
    },
  ];
}

/** The CRM list as admins page through it: searches, every sortable column, later pages. */
const USER_LIST_QUERIES = [
  'sort=created_at&order=desc&page=1&page_size=25',
  'search=member&sort=name&order=asc&page=2&page_size=25',
  'search=No.%201&sort=email&order=desc&page=1&page_size=50',
  'sort=last_active&order=desc&page=3&page_size=10',
  'role=role2&status=active&sort=role&order=asc&page=1&page_size=100',
];

function usersListRequests(data: ScenarioData): Requests {
  const admin = roundRobin(data.admins);
  const query = roundRobin(USER_LIST_QUERIES);
  return [
    {
      method: 'GET',
      path: '/api/users',
      setupRequest: (req) => {
        const a = admin();
        return {
          ...req,
          path: `/api/users?${query()}`,
          headers: {
            ...req.headers,
            authorization: `Bearer ${a.accessToken}`,
            'x-tenant-id': a.tenantId,
          },
        };
      },
    },
  ];
}

/** Member calls as one of the form fillers, in their own workspace. */
function asFiller(data: ScenarioData) {
  const filler = roundRobin(data.formFillers);
  return () => {
    const f = filler();
    return {
      filler: f,
      headers: { authorization: `Bearer ${f.accessToken}`, 'x-tenant-id': f.tenantId },
    };
  };
}

function formsListRequests(data: ScenarioData): Requests {
  const next = asFiller(data);
  return [
    {
      method: 'GET',
      path: '/api/forms/assigned',
      setupRequest: (req) => ({ ...req, headers: { ...req.headers, ...next().headers } }),
    },
  ];
}

function formSubmitRequests(data: ScenarioData): Requests {
  const next = asFiller(data);
  return [
    {
      method: 'POST',
      path: '/api/forms/{id}/responses',
      setupRequest: (req) => {
        const { filler, headers } = next();
        return {
          ...req,
          path: `/api/forms/${filler.formId}/responses`,
          headers: { ...req.headers, ...headers, 'content-type': 'application/json' },
          // A fresh submission id each time: every request stores a response, none is a replay.
          body: JSON.stringify({ answers: BENCH_ANSWERS, submission_id: randomUUID() }),
        };
      },
    },
  ];
}

/** The agency's list as an admin filters it: all, each status, what is overdue. */
const AGENCY_INVOICE_QUERIES = [
  '',
  '?status=open',
  '?status=paid',
  '?status=overdue',
  '?status=draft',
];
/** A client's own list: all of it, what is open, what is due soon. */
const CLIENT_INVOICE_QUERIES = ['', '?status=open', '?status=due_soon', '?status=paid'];

function invoiceListRequests(
  readers: InvoiceReaders | undefined,
  path: '/api/payments/invoices' | '/api/payments/my-invoices',
): Requests {
  if (!readers) throw new Error('no invoices were seeded for the payments scenarios');
  const reader = roundRobin(path === '/api/payments/invoices' ? [readers.admin] : readers.clients);
  const query = roundRobin(
    path === '/api/payments/invoices' ? AGENCY_INVOICE_QUERIES : CLIENT_INVOICE_QUERIES,
  );
  return [
    {
      method: 'GET',
      path,
      setupRequest: (req) => {
        const r = reader();
        return {
          ...req,
          path: `${path}${query()}`,
          headers: {
            ...req.headers,
            authorization: `Bearer ${r.accessToken}`,
            'x-tenant-id': r.tenantId,
          },
        };
      },
    },
  ];
}

function headerValues(headers: Record<string, unknown>, name: string): string[] {
  const found = Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  if (found === undefined) return [];
  return (Array.isArray(found) ? found : [found]).map(String);
}

export function scenarios(targets: Targets, data: ScenarioData, d: Durations): Scenario[] {
  const closed: LoadShape = { durationSeconds: d.seconds, connections: d.connections };
  const staff: LoadShape = { durationSeconds: d.seconds, connections: STAFF_AT_WORK };
  const member = roundRobin(data.readers);
  const signingIn = roundRobin(data.members);
  // The refresh tokens not in flight. autocannon resets a connection's context every time it
  // loops over its request list, so rotated tokens live here instead: a request takes one,
  // its answer puts the rotated one back. A run that ends cuts requests in flight and loses
  // their sessions, hence several sessions per connection (ScenarioData.refreshers).
  const refreshTokens = data.refreshers.map((s) => s.refreshToken);

  return [
    {
      name: 'baseline: bare node:http',
      description: 'A fixed JSON body from node:http: the ceiling of this machine and runtime.',
      target: 'bare-http',
      url: targets.baselines['bare-http'],
      shape: closed,
      requests: () => [{ method: 'GET', path: '/' }],
    },
    {
      name: 'baseline: Express + pg',
      description:
        'GET /api/me without the architecture: one Express handler making the same two SQL ' +
        'reads (memberships with tenant names, then the user) on the same databases.',
      target: 'express-pg',
      url: targets.baselines['express-pg'],
      shape: closed,
      requests: () => [
        {
          method: 'GET',
          path: '/me',
          setupRequest: (req) => {
            const r = member();
            return {
              ...req,
              headers: { ...req.headers, 'x-user-id': r.userId, 'x-tenant-id': r.tenantId },
            };
          },
        },
      ],
    },
    {
      name: 'GET /api/me',
      description:
        'Signed-in member with x-tenant-id: token verified in the gateway, tenancy.GetAccess ' +
        '(memberships under row-level security), identity.GetUser.',
      target: 'portico',
      url: targets.gateway,
      shape: closed,
      requests: () => meRequests(data),
      goals: { minRatioToExpressPg: 0.6, zeroErrors: true },
    },
    {
      name: 'GET /api/auth/session',
      description: 'The session the shell asks for on every load: token check + identity.GetUser.',
      target: 'portico',
      url: targets.gateway,
      shape: closed,
      requests: () => [
        {
          method: 'GET',
          path: '/api/auth/session',
          setupRequest: (req) => ({
            ...req,
            headers: { ...req.headers, authorization: `Bearer ${member().accessToken}` },
          }),
        },
      ],
      goals: { zeroErrors: true },
    },
    {
      name: 'POST /api/auth/refresh',
      description:
        'Refresh-token rotation over a pool of signed-in sessions: each request sends a ' +
        "session's latest token and its answer returns the rotated one to the pool (a reused " +
        'token would revoke the session, so errors here mean a real rotation bug).',
      target: 'portico',
      url: targets.gateway,
      shape: closed,
      requests: () => [
        {
          method: 'POST',
          path: '/api/auth/refresh',
          setupRequest: (req) => {
            // Empty only if more requests are in flight than sessions exist: then the
            // request goes without a cookie and its 401 shows in the report.
            const token = refreshTokens.shift();
            return {
              ...req,
              headers: { ...req.headers, cookie: token ? `${REFRESH_COOKIE}=${token}` : '' },
            };
          },
          onResponse: (_status, _body, _context, headers) => {
            for (const cookie of headerValues(headers as Record<string, unknown>, 'set-cookie')) {
              const match = new RegExp(`^${REFRESH_COOKIE}=([^;]+)`).exec(cookie);
              if (match?.[1]) refreshTokens.push(match[1]);
            }
          },
        },
      ],
      goals: HOT_PATH,
    },
    {
      name: 'POST /api/auth/login',
      description:
        'Password sign-in: Argon2id (19 MiB, t=2, p=1) in identity plus two rate-limit ' +
        'counters. Slow by design; each request is another member from another client address, so the ' +
        'per-account and per-address limits are exercised but not hit.',
      target: 'portico',
      url: targets.gateway,
      shape: closed,
      requests: () => [
        {
          method: 'POST',
          path: '/api/auth/login',
          setupRequest: (req) => ({
            ...req,
            headers: {
              ...req.headers,
              'content-type': 'application/json',
              'x-forwarded-for': clientAddress(),
            },
            body: JSON.stringify({ email: signingIn().email, password: data.password }),
          }),
        },
      ],
      // Issue 31: a Monday-morning flood of sign-ins lands, each within a second.
      goals: { minOkPerSecond: 25, maxP99Ms: 1000, zeroErrors: true },
    },
    {
      name: 'GET /api/files',
      description:
        "A member's file list (the dashboard's Files tab): token check, tenancy.GetAccess, " +
        'content.ListFiles by the visibility rules (own files and those assigned to their role).',
      target: 'portico',
      url: targets.gateway,
      shape: closed,
      requests: () => [
        {
          method: 'GET',
          path: '/api/files?limit=100&include_role_assigned=true',
          setupRequest: (req) => {
            const r = member();
            return {
              ...req,
              headers: {
                ...req.headers,
                authorization: `Bearer ${r.accessToken}`,
                'x-tenant-id': r.tenantId,
              },
            };
          },
        },
      ],
      goals: HOT_PATH,
    },
    {
      name: 'GET /api/users (CRM search, sort, page)',
      description:
        "A tenant admin's users list: tenancy.ListMembers under row-level security, " +
        'identity.GetUsers for names, emails and last sign-in, then search, sort and the page ' +
        'in the gateway; queries rotate over search terms, sort columns and pages.',
      target: 'portico',
      url: targets.gateway,
      shape: closed,
      requests: () => usersListRequests(data),
      goals: HOT_PATH,
    },
    {
      name: WORK_SCENARIOS.folder,
      description:
        'Staff open a folder of 10,000 files (issue 28): its breadcrumbs, the folders inside and ' +
        `the first page of its files, newest first, by the folder index. ${STAFF_AT_WORK} connections.`,
      target: 'portico',
      url: targets.gateway,
      shape: staff,
      requests: () => asWorkAdmin(data, (work) => `/api/folders/${work.folderId}?limit=100`),
      goals: LIST_LATENCY,
    },
    {
      name: WORK_SCENARIOS.tasks,
      description:
        "Staff's task list of a workspace with 100,000 tasks (issue 28): the first 50 by due " +
        `day, each with its assignees, and the total. ${STAFF_AT_WORK} connections.`,
      target: 'portico',
      url: targets.gateway,
      shape: staff,
      requests: () => asWorkAdmin(data, () => '/api/tasks?limit=50'),
      goals: LIST_LATENCY,
    },
    {
      name: 'GET /api/forms/assigned',
      description:
        "A member's forms list (the dashboard's Forms tab and task list): token check, " +
        'tenancy.GetAccess, forms.ListAssignedForms by role or person under row-level ' +
        'security, with whether the member answered each.',
      target: 'portico',
      url: targets.gateway,
      shape: closed,
      requests: () => formsListRequests(data),
      goals: HOT_PATH,
    },
    {
      name: 'POST /api/forms/{id}/responses',
      description:
        'A member submits the form of their workspace: access rule, answers validated against ' +
        'the schema (logic hides a required question), one response and its ' +
        'forms.response.submitted event through the outbox in one transaction, the answer draft ' +
        'removed, the counts kept current.',
      target: 'portico',
      url: targets.gateway,
      shape: closed,
      requests: () => formSubmitRequests(data),
      goals: HOT_PATH,
    },
    {
      name: 'GET /api/payments/invoices (50,000 in the workspace)',
      description:
        "The agency's invoice list (Payments) in a workspace holding 50,000 invoices, filtered " +
        'by each status in turn: billing.ListClientInvoices under row-level security, the ' +
        'newest page by the (tenant, status, created) index and the totals by currency over ' +
        'what is open or paid this month.',
      target: 'portico',
      url: targets.gateway,
      shape: closed,
      requests: () => invoiceListRequests(data.invoiceReaders, '/api/payments/invoices'),
      goals: HOT_PATH,
    },
    {
      name: `GET /api/payments/invoices (50,000 in the workspace, ${STAFF_AT_WORK} staff)`,
      description: `The same list as ${STAFF_AT_WORK} of the agency's staff read it at once.`,
      target: 'portico',
      url: targets.gateway,
      shape: staff,
      requests: () => invoiceListRequests(data.invoiceReaders, '/api/payments/invoices'),
      goals: LIST_LATENCY,
    },
    {
      name: 'GET /api/payments/my-invoices (50,000 in the workspace)',
      description:
        "A client's own invoices in that workspace (500 of the 50,000 each with the default " +
        '100 members a workspace): the recipients index joined to the invoices, and their ' +
        'totals.',
      target: 'portico',
      url: targets.gateway,
      shape: closed,
      requests: () => invoiceListRequests(data.invoiceReaders, '/api/payments/my-invoices'),
      goals: HOT_PATH,
    },
    {
      name: `GET /api/payments/my-invoices (50,000 in the workspace, ${STAFF_AT_WORK} clients)`,
      description: `The same list as ${STAFF_AT_WORK} clients read theirs at once.`,
      target: 'portico',
      url: targets.gateway,
      shape: staff,
      requests: () => invoiceListRequests(data.invoiceReaders, '/api/payments/my-invoices'),
      goals: LIST_LATENCY,
    },
    {
      name: `GET /api/me at ${d.openLoopRate} req/s`,
      description:
        'Latency under a fixed offered load rather than at saturation: requests leave on a ' +
        'paced schedule whether or not earlier ones were answered, and latency counts from ' +
        'when each was due (openLoop.ts).',
      target: 'portico',
      url: targets.gateway,
      shape: {
        durationSeconds: d.openLoopSeconds,
        connections: Math.max(d.connections, Math.ceil(d.openLoopRate / 10)),
        ratePerSecond: d.openLoopRate,
      },
      requests: () => meRequests(data),
      goals: { maxP99Ms: 25, zeroErrors: true },
    },
    {
      name: `GET /api/me for ${d.soakSeconds} s (memory growth)`,
      description:
        'Saturating GET /api/me for a long run; resident memory of every process is sampled ' +
        'each second and the floor (lowest sample) of the last third is compared with the ' +
        'floor of the first third, so garbage-collection sawtooth is not read as growth.',
      target: 'portico',
      url: targets.gateway,
      shape: { durationSeconds: d.soakSeconds, connections: d.connections },
      requests: () => meRequests(data),
      goals: { zeroErrors: true },
      judgeMemoryGrowth: true,
    },
  ];
}
