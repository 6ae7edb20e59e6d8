/**
 * The steady mixed load of the rehearsal: an open loop (each kind of request leaves on its
 * own schedule whether or not earlier ones were answered, and its latency counts from when it
 * was due), so an outage shows as failures and waiting, never as fewer requests sent. Every
 * answer is kept with the window it was sent in; writes the server acknowledged are kept
 * apart, so the report can look each one up in the databases afterwards.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { ServiceName } from '@portico/kit';
import { clientAddress, REFRESH_COOKIE, refreshCookieOf } from '../bench/api';
import { BENCH_ANSWERS } from '../bench/forms';
import type { Member, Session, Workload } from './workload';

/** No answer after this long counts as a hung request (status 0, `timeout`). */
const CLIENT_TIMEOUT_MS = 30_000;
/** The gateway's gRPC deadline (kit GrpcClientOptions.deadlineMs). */
export const DEADLINE_MS = 5000;
/**
 * A tus request is a gRPC call (the grant) and then the hop to content's listener, which has
 * 10 s to answer once it has the bytes (CONTENT_ANSWER_DEADLINE_MS in
 * services/gateway/src/http/contentBytes.ts).
 */
export const UPLOAD_DEADLINE_MS = DEADLINE_MS + 10_000;
const TICK_MS = 10;
/** Bytes of each uploaded file: a PNG header and noise. */
const UPLOAD_BYTES = 16 * 1024;

export interface Sample {
  kind: string;
  /** The services the request needs when nothing is cached (the guard's and the route's). */
  needs: readonly ServiceName[];
  /** When the gateway gives up on its way (its deadlines): a later failure is a hang. */
  deadlineMs: number;
  window: string;
  /** ms since the run started, when the request was due. */
  dueAt: number;
  ms: number;
  /** 0: no answer (connection error or timeout). */
  status: number;
  error?: string;
  /** The start of a failed answer's body: what the caller was told. */
  answer?: string;
}

export interface AcknowledgedWrites {
  /** Form responses answered 201: the response id the caller was given. */
  responses: { submissionId: string; responseId: string; window: string }[];
  /** Messages answered 201: the message id the sender was given. */
  messages: { messageId: string; window: string }[];
  /** Uploads whose last PATCH answered 204 with the stored file's id. */
  files: { fileId: string; window: string }[];
  /** Uploads refused with 507: the tus id content must not keep anything of. */
  refusedUploads: { uploadId: string; window: string }[];
}

interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

type Step = (ask: Ask) => Promise<void>;
type Ask = (
  kind: string,
  needs: readonly ServiceName[],
  request: {
    method: string;
    path: string;
    headers?: Record<string, string>;
    body?: string | Uint8Array<ArrayBuffer>;
  },
) => Promise<Answer | undefined>;

interface Kind {
  name: string;
  /** Operations per second at --rate 1. */
  rate: number;
  run: Step;
}

const TENANT = ['tenancy'] as const;
/**
 * Messaging's routes need identity too: the conversation list names its people through it
 * (GetUsers). (A post's per-person limit is counted by messaging itself since 2026-11-28:
 * services/messaging/src/domain/postLimit.ts.)
 */
const MESSAGING = [...TENANT, 'messaging', 'identity'] as const;

/** A PNG signature, header chunk and one image-data chunk: content's type check admits it. */
function pngBytes(size: number): Uint8Array<ArrayBuffer> {
  const head = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
    'hex',
  );
  const idat = Buffer.alloc(8);
  idat.writeUInt32BE(size - head.length - 8);
  idat.write('IDAT', 4, 'ascii');
  return Uint8Array.from(Buffer.concat([head, idat, randomBytes(size - head.length - 8)]));
}

const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

export class MixedLoad {
  readonly samples: Sample[] = [];
  readonly writes: AcknowledgedWrites = {
    responses: [],
    messages: [],
    files: [],
    refusedUploads: [],
  };
  /** Requests sent and not answered yet. */
  inFlight = 0;
  window = 'setup';
  private timer: NodeJS.Timeout | undefined;
  private readonly pending = new Set<Promise<void>>();
  private readonly kinds: Kind[];
  private turn = 0;

  constructor(
    private readonly url: string,
    private readonly workload: Workload,
    private readonly clock: () => number,
    rateScale: number,
  ) {
    this.kinds = this.mix().map((kind) => ({ ...kind, rate: kind.rate * rateScale }));
  }

  /** Operations per second over all kinds. */
  get rate(): number {
    return this.kinds.reduce((sum, kind) => sum + kind.rate, 0);
  }

  /**
   * How many requests can be waiting at once when each ends by its deadline (+ `slackMs`):
   * Little's law on the offered rate. More than that means requests pile up.
   */
  inFlightBound(slackMs: number): number {
    return this.kinds.reduce((sum, kind) => {
      const [requests, deadline] =
        kind.name === 'upload' ? [2, UPLOAD_DEADLINE_MS] : [1, DEADLINE_MS];
      return sum + kind.rate * requests * ((deadline + slackMs) / 1000);
    }, 0);
  }

  start(): void {
    const startedAt = this.clock();
    const sent = this.kinds.map(() => 0);
    this.timer = setInterval(() => {
      const elapsed = (this.clock() - startedAt) / 1000;
      this.kinds.forEach((kind, i) => {
        const due = Math.floor(elapsed * kind.rate);
        while (sent[i]! < due) {
          sent[i]! += 1;
          this.launch(kind, startedAt + (sent[i]! / kind.rate) * 1000);
        }
      });
    }, TICK_MS);
  }

  /** Stops sending and waits for every request still out. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await Promise.allSettled([...this.pending]);
  }

  private launch(kind: Kind, dueAt: number): void {
    const window = this.window;
    const ask: Ask = (name, needs, request) => this.send(name, needs, request, dueAt, window);
    const running = kind.run(ask).catch(() => undefined);
    this.pending.add(running);
    void running.finally(() => this.pending.delete(running));
  }

  private async send(
    kind: string,
    needs: readonly ServiceName[],
    request: Parameters<Ask>[2],
    dueAt: number,
    window: string,
  ): Promise<Answer | undefined> {
    this.inFlight += 1;
    // A step after the first (tus PATCH) is due when the step before it was answered.
    const due = Math.max(dueAt, this.clock());
    const deadlineMs = kind.includes('/api/files/uploads') ? UPLOAD_DEADLINE_MS : DEADLINE_MS;
    const sample: Sample = { kind, needs, deadlineMs, window, dueAt: due, ms: 0, status: 0 };
    try {
      const res = await fetch(`${this.url}${request.path}`, {
        method: request.method,
        headers: { 'x-forwarded-for': clientAddress(), ...request.headers },
        body: request.body,
        signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
      });
      const text = await res.text();
      sample.status = res.status;
      if (res.status >= 400) sample.answer = text.slice(0, 200);
      return { status: res.status, headers: res.headers, text };
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      sample.error =
        error instanceof Error && error.name === 'TimeoutError'
          ? 'timeout'
          : (cause ?? String(error));
      return undefined;
    } finally {
      sample.ms = this.clock() - due;
      this.samples.push(sample);
      this.inFlight -= 1;
    }
  }

  private next<T>(list: readonly T[]): T {
    this.turn += 1;
    return list[this.turn % list.length] as T;
  }

  private authed(session: Session, tenant = true): Record<string, string> {
    return {
      authorization: `Bearer ${session.accessToken}`,
      ...(tenant ? { 'x-tenant-id': session.tenantId } : {}),
    };
  }

  /** The kinds of request and how often each is made (per second at --rate 1). */
  private mix(): Kind[] {
    const { members, admins } = this.workload;
    const read =
      (
        path: string,
        needs: readonly ServiceName[],
        who: () => Session = () => this.next(members),
      ) =>
      async (ask: Ask) => {
        await ask(`GET ${path}`, needs, { method: 'GET', path, headers: this.authed(who()) });
      };
    return [
      { name: 'me', rate: 3, run: read('/api/me', ['tenancy', 'identity']) },
      // Needs no tenant, but the tenant the browser names is checked like on any route
      // ('authenticated' in services/gateway/src/auth/permissions.ts).
      { name: 'profile', rate: 1, run: read('/api/profile', [...TENANT, 'identity']) },
      { name: 'tenant-config', rate: 1, run: read('/api/tenant-config', TENANT) },
      { name: 'files', rate: 2, run: read('/api/files', [...TENANT, 'content']) },
      { name: 'assigned-forms', rate: 2, run: read('/api/forms/assigned', [...TENANT, 'forms']) },
      {
        name: 'banners',
        rate: 1,
        run: read('/api/notifications/active', [...TENANT, 'notifications']),
      },
      {
        name: 'billing',
        rate: 0.5,
        run: read('/api/billing/summary', [...TENANT, 'billing'], () => this.next(admins)),
      },
      { name: 'conversations', rate: 1, run: read('/api/conversations', MESSAGING) },
      { name: 'activity', rate: 0.5, run: (ask) => this.activity(ask) },
      { name: 'sign-in', rate: 0.3, run: (ask) => this.signIn(ask) },
      { name: 'refresh', rate: 0.3, run: (ask) => this.refresh(ask) },
      { name: 'submit', rate: 2, run: (ask) => this.submit(ask) },
      { name: 'message', rate: 1, run: (ask) => this.message(ask) },
      { name: 'upload', rate: 1, run: (ask) => this.upload(ask) },
    ];
  }

  private async activity(ask: Ask): Promise<void> {
    const admin = this.next(this.workload.admins);
    const member = this.workload.members.find((m) => m.tenantId === admin.tenantId);
    if (!member) return;
    // The entries name their people through identity (peopleOf in features/audit).
    await ask('GET /api/users/{id}/activity', [...TENANT, 'metrics', 'identity'], {
      method: 'GET',
      path: `/api/users/${member.userId}/activity`,
      headers: this.authed(admin),
    });
  }

  private async signIn(ask: Ask): Promise<void> {
    const member = this.next(this.workload.signInPool);
    await ask('POST /api/auth/login', ['identity', 'tenancy'], {
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: member.email, password: this.workload.password }),
    });
  }

  /** The session whose token is oldest gets a new one, as a browser tab does before expiry. */
  private async refresh(ask: Ask): Promise<void> {
    const sessions = [...this.workload.members, ...this.workload.admins];
    const session = sessions.reduce((a, b) => (b.signedInAt < a.signedInAt ? b : a));
    // Taken now, so the next refresh picks another session while this one is out.
    session.signedInAt = Date.now();
    const answer = await ask('POST /api/auth/refresh', ['identity'], {
      method: 'POST',
      path: '/api/auth/refresh',
      headers: { cookie: `${REFRESH_COOKIE}=${session.refreshToken}` },
    });
    if (answer?.status !== 200) return;
    const body = JSON.parse(answer.text) as { access_token: string };
    session.accessToken = body.access_token;
    session.refreshToken = refreshCookieOf(answer.headers.getSetCookie()) ?? session.refreshToken;
  }

  private async submit(ask: Ask): Promise<void> {
    const filler: Member = this.next(this.workload.members);
    const submissionId = randomUUID();
    const window = this.window;
    const answer = await ask('POST /api/forms/{id}/responses', [...TENANT, 'forms'], {
      method: 'POST',
      path: `/api/forms/${filler.formId}/responses`,
      headers: { ...this.authed(filler), 'content-type': 'application/json' },
      body: JSON.stringify({ answers: BENCH_ANSWERS, submission_id: submissionId }),
    });
    if (answer?.status === 201) {
      const { id } = JSON.parse(answer.text) as { id: string };
      this.writes.responses.push({ submissionId, responseId: id, window });
    }
  }

  /** A client writes to the agency in their conversation; the message exists once answered 201. */
  private async message(ask: Ask): Promise<void> {
    const member: Member = this.next(this.workload.members);
    const window = this.window;
    const answer = await ask('POST /api/conversations/{id}/messages', MESSAGING, {
      method: 'POST',
      path: `/api/conversations/${member.conversationId}/messages`,
      headers: { ...this.authed(member), 'content-type': 'application/json' },
      body: JSON.stringify({
        body: `Rehearsal message ${randomUUID()}`,
        client_message_id: randomUUID(),
      }),
    });
    if (answer?.status === 201) {
      const { id } = JSON.parse(answer.text) as { id: string };
      this.writes.messages.push({ messageId: id, window });
    }
  }

  /** tus: create, then the bytes in one PATCH; the file exists once the PATCH answers 204. */
  private async upload(ask: Ask): Promise<void> {
    const member = this.next(this.workload.members);
    const window = this.window;
    const headers = { ...this.authed(member), 'tus-resumable': '1.0.0' };
    const needs = [...TENANT, 'content'] as const;
    const created = await ask('POST /api/files/uploads', needs, {
      method: 'POST',
      path: '/api/files/uploads',
      headers: {
        ...headers,
        'upload-length': String(UPLOAD_BYTES),
        'upload-metadata': metadata({ filename: 'rehearsal.png', title: 'Rehearsal' }),
      },
    });
    const location = created?.headers.get('location');
    if (created?.status !== 201 || !location) return;
    const uploadId = location.split('/').pop() ?? '';
    const sent = await ask('PATCH /api/files/uploads/{id}', needs, {
      method: 'PATCH',
      path: new URL(location, this.url).pathname,
      headers: {
        ...headers,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      body: pngBytes(UPLOAD_BYTES),
    });
    const fileId = sent?.headers.get('upload-file-id');
    if (sent?.status === 204 && fileId) this.writes.files.push({ fileId, window });
    if (sent?.status === 507) this.writes.refusedUploads.push({ uploadId, window });
  }
}
