/**
 * The live streams this gateway process holds open (`GET /api/stream`, server-sent events):
 * which tab belongs to which tenant, person and session, and whether the person is on the
 * tenant's team, so an event reaches exactly its readers here. Each replica holds its own
 * streams and reads every event itself (features/messaging/live.ts), so a browser may be
 * connected to any of them.
 *
 * Idle streams cost one timer for all (the heartbeat) and a few small objects each; a stream
 * ends when its token expires, its session is revoked, its person's membership changes, or the
 * process stops, and the browser reconnects with its Last-Event-ID.
 */
import type { Response } from 'express';
import type { CallContext } from '@portico/kit';
import { LogOrder } from './logOrder';

/** One SSE frame: `id` (replayable events only), `event` (the type) and JSON data. */
export interface Frame {
  id?: string;
  event: string;
  data: unknown;
}

/**
 * Each frame's bytes, made once however many streams it reaches (a person's every tab, the
 * staff): the text is serialised and encoded to UTF-8 once, and every stream writes the same
 * buffer instead of measuring and encoding the string again.
 */
const ENCODED = new WeakMap<Frame, Buffer>();

export function encodeFrame(frame: Frame): Buffer {
  let bytes = ENCODED.get(frame);
  if (bytes === undefined) {
    const id = frame.id ? `id: ${frame.id}\n` : '';
    bytes = Buffer.from(`${id}event: ${frame.event}\ndata: ${JSON.stringify(frame.data)}\n\n`);
    ENCODED.set(frame, bytes);
  }
  return bytes;
}

export interface StreamOwner {
  tenantId: string;
  userId: string;
  sessionId: string;
  /** On the tenant's team: sees every conversation of the tenant. */
  staff: boolean;
  /** The person's call context, for what the stream asks on their behalf (unread counts). */
  context: Partial<CallContext>;
}

export class LiveStream {
  /** Frames that arrived while the catch-up was being sent; delivered after it, in order. */
  private held: Frame[] | undefined = [];
  private lastPosition = 0n;
  private expiry: NodeJS.Timeout | undefined;
  closed = false;
  /** Up to where it has what it is owed (the log's head it started at); unknown until then. */
  covered: bigint | undefined;
  /** Opened before the replica followed the events: only its late catch-up says what it has. */
  caughtUpLate = false;

  constructor(
    readonly owner: StreamOwner,
    private readonly res: Response,
    private readonly hub: LiveHub,
  ) {}

  /** Sends now, or holds it while the catch-up runs; a position at or before the last sent is skipped. */
  send(frame: Frame): void {
    if (this.closed) return;
    if (this.held) {
      this.held.push(frame);
      return;
    }
    this.write(frame);
  }

  /** The newest position this stream has sent (or started after). */
  get position(): bigint {
    return this.lastPosition;
  }

  /** Nothing at or before `position` is sent (the log's head when a fresh stream opened). */
  startAfter(position: bigint): void {
    if (position > this.lastPosition) this.lastPosition = position;
  }

  /** Holds live frames again while a late catch-up runs (events before the replica followed). */
  hold(): void {
    this.held ??= [];
  }

  /** Sends the catch-up, then what was held, then lets live frames through. */
  release(catchUp: readonly Frame[]): void {
    const held = this.held ?? [];
    this.held = undefined;
    for (const frame of [...catchUp, ...held]) this.write(frame);
  }

  heartbeat(): void {
    if (!this.closed && !this.held) this.res.write(': ♥\n\n');
  }

  /** Ends the stream at `atMs` (the access token's expiry). */
  endAt(atMs: number): void {
    const delay = Math.max(0, atMs - Date.now());
    // Timers longer than ~24.8 days overflow; a token never lives that long.
    this.expiry = setTimeout(() => this.end('expired'), Math.min(delay, 2 ** 31 - 1));
    this.expiry.unref();
  }

  /** Ends the stream; `reason` is sent first so the browser knows why (not for a dropped socket). */
  end(reason?: string): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.expiry);
    if (reason && !this.res.writableEnded)
      this.res.write(encodeFrame({ event: 'end', data: { type: 'end', reason } }));
    this.res.end();
    this.hub.forget(this);
  }

  /** Forgets a stream whose answer never started (its catch-up was refused). */
  discard(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.expiry);
    this.hub.forget(this);
  }

  private write(frame: Frame): void {
    if (this.closed) return;
    if (frame.id) {
      const position = BigInt(frame.id);
      if (position <= this.lastPosition) return;
      this.lastPosition = position;
    }
    this.res.write(encodeFrame(frame));
  }
}

const STREAM = Symbol('liveStream');
type StreamResponse = Response & { [STREAM]?: LiveStream };

/** The 'close' listener of every stream's response (`this` is the response). */
function endStreamOfResponse(this: StreamResponse): void {
  this[STREAM]?.end();
}

interface TenantStreams {
  staff: Set<LiveStream>;
  byUser: Map<string, Set<LiveStream>>;
}

const HEARTBEAT_MS = 20_000;

export class LiveHub {
  private readonly tenants = new Map<string, TenantStreams>();
  private readonly bySession = new Map<string, Set<LiveStream>>();
  private readonly byUser = new Map<string, Set<LiveStream>>();
  private heartbeat: NodeJS.Timeout | undefined;
  private count = 0;
  /**
   * Whether this replica's subscription receives the events yet. Streams opened before it did
   * may have missed some: they catch up from the log once it does (`whenFollowing`).
   */
  following = false;
  private readonly beforeFollowing = new Set<LiveStream>();
  /**
   * Told when the first stream opens here (true) and when the last one ends (false): the live
   * subscription fetches more often only while someone is listening (liveSubscription.ts).
   */
  onOccupied: ((occupied: boolean) => void) | undefined;
  /** Which stream-log positions were delivered here, per tenant (live/logOrder.ts). */
  readonly order = new LogOrder();

  constructor(private readonly heartbeatMs = HEARTBEAT_MS) {}

  /** Open streams in this process (the `live_streams_open` gauge). */
  get size(): number {
    return this.count;
  }

  open(owner: StreamOwner, res: Response): LiveStream {
    const stream = new LiveStream(owner, res, this);
    const tenant = this.tenants.get(owner.tenantId) ?? { staff: new Set(), byUser: new Map() };
    this.tenants.set(owner.tenantId, tenant);
    this.order.watch(owner.tenantId);
    if (owner.staff) tenant.staff.add(stream);
    addTo(tenant.byUser, owner.userId, stream);
    addTo(this.bySession, owner.sessionId, stream);
    addTo(this.byUser, owner.userId, stream);
    this.count += 1;
    if (this.count === 1) this.onOccupied?.(true);
    if (!this.following) {
      this.beforeFollowing.add(stream);
      stream.caughtUpLate = true;
    }
    // 'close' comes once; `on` spares the once-wrapper every open stream would keep, and one
    // shared listener (finding the stream on its response) the closure each would keep.
    (res as StreamResponse)[STREAM] = stream;
    res.on('close', endStreamOfResponse);
    this.heartbeat ??= setInterval(() => this.beat(), this.heartbeatMs).unref();
    return stream;
  }

  /**
   * The stream has what it is owed up to `head` (the log's head when it opened or caught up,
   * after this replica followed the events; `late`: the catch-up `nowFollowing` started). Once
   * every stream of its tenant here knows this, the tenant's order is known (live/logOrder.ts).
   */
  covers(stream: LiveStream, head: bigint, late = false): void {
    if (stream.closed || (stream.caughtUpLate && !late)) return;
    stream.caughtUpLate = false;
    stream.covered = head;
    this.establish(stream.owner.tenantId);
  }

  private establish(tenantId: string): void {
    const tenant = this.tenants.get(tenantId);
    if (!tenant || !this.following || this.order.knows(tenantId)) return;
    let earliest: bigint | undefined;
    for (const streams of tenant.byUser.values())
      for (const s of streams) {
        if (s.covered === undefined) return;
        if (earliest === undefined || s.covered < earliest) earliest = s.covered;
      }
    if (earliest !== undefined) this.order.establish(tenantId, earliest);
  }

  /**
   * The streams an event of `tenantId` about `participantIds` reaches: the tenant's staff and
   * the participants (each stream once).
   */
  readers(tenantId: string, participantIds: readonly string[]): Set<LiveStream> {
    const tenant = this.tenants.get(tenantId);
    const reached = new Set<LiveStream>(tenant?.staff ?? []);
    if (!tenant) return reached;
    for (const id of participantIds) for (const s of tenant.byUser.get(id) ?? []) reached.add(s);
    return reached;
  }

  /** The subscription is live: the streams opened before it are handed to `catchUp`. */
  nowFollowing(catchUp: (stream: LiveStream) => void): void {
    this.following = true;
    const waiting = [...this.beforeFollowing];
    this.beforeFollowing.clear();
    for (const stream of waiting) if (!stream.closed) catchUp(stream);
  }

  /** Sessions identity ended: their streams stop now. */
  endSessions(sessionIds: readonly string[], reason = 'session_revoked'): void {
    for (const id of sessionIds) for (const s of [...(this.bySession.get(id) ?? [])]) s.end(reason);
  }

  /** A person's membership changed (role, removal, suspension): their streams start again. */
  endUser(userId: string, reason = 'access_changed'): void {
    for (const s of [...(this.byUser.get(userId) ?? [])]) s.end(reason);
  }

  /** Shutting down: every browser reconnects (to another replica) with its Last-Event-ID. */
  endAll(reason = 'server_restarting'): void {
    for (const streams of this.byUser.values()) for (const s of [...streams]) s.end(reason);
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }

  private beat(): void {
    for (const streams of this.byUser.values()) for (const s of streams) s.heartbeat();
  }

  /** A stream has ended or was discarded (LiveStream calls this once). */
  forget(stream: LiveStream): void {
    const { tenantId, userId, sessionId } = stream.owner;
    const tenant = this.tenants.get(tenantId);
    if (tenant) {
      tenant.staff.delete(stream);
      removeFrom(tenant.byUser, userId, stream);
      if (tenant.staff.size === 0 && tenant.byUser.size === 0) {
        this.tenants.delete(tenantId);
        this.order.forget(tenantId);
      } else this.establish(tenantId);
    }
    removeFrom(this.bySession, sessionId, stream);
    removeFrom(this.byUser, userId, stream);
    this.beforeFollowing.delete(stream);
    this.count -= 1;
    if (this.count === 0) {
      clearInterval(this.heartbeat);
      this.heartbeat = undefined;
      this.onOccupied?.(false);
    }
  }
}

function addTo(map: Map<string, Set<LiveStream>>, key: string, stream: LiveStream): void {
  const set = map.get(key) ?? new Set();
  set.add(stream);
  map.set(key, set);
}

function removeFrom(map: Map<string, Set<LiveStream>>, key: string, stream: LiveStream): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(stream);
  if (set.size === 0) map.delete(key);
}
