/**
 * `GET /api/stream` (issue 27 item 3): the live stream of a person's messages in the request's
 * tenant, as server-sent events. See services/gateway/README.md "The live stream" for the
 * choices; in short:
 *
 * - Authentication: the ordinary guard, bearer access token and x-tenant-id. The browser reads
 *   the stream with a fetch-based EventSource (frontends/kit `openLiveStream`), which can send
 *   headers, so the token never appears in a URL (logs, history, Referer) and no cookie is
 *   needed that a cross-site page could make the browser send. An expired or revoked token is
 *   the guard's 401 with its message; an open stream ends when its token expires (the browser
 *   reconnects with a fresh one) or at once when identity revokes its session.
 * - Catch-up: with Last-Event-ID the events after it come from messaging's stream log
 *   (ListStreamEvents, as this person: what they may see), then live ones; frames arriving
 *   meanwhile are held and sent after, each position once. A gap (pruned or unknown position)
 *   sends `resync` and the screens reload.
 */
import type { Request } from 'express';
import { z } from 'zod';
import type { Logger } from '@portico/kit';
import { AUDIENCES, inAudience } from '@portico/rules';
import { route } from '../../api/route';
import { callContext } from '../../auth/principal';
import { catchUpAfter } from './catchUp';
import { unreadCountsFor } from '../../live/unreadCounts';
import { StreamEventSchema } from './schemas';

const TAG = 'Messages';

const lastEventId = (value: unknown) =>
  typeof value === 'string' && /^\d{1,18}$/.test(value.trim()) ? value.trim() : undefined;

export const streamRoutes = [
  route({
    method: 'GET',
    path: '/api/stream',
    summary:
      'Server-sent events of the caller’s messages in this tenant (StreamEvent): new, edited and deleted messages, read positions, conversation changes and unread counts; Last-Event-ID replays what was missed',
    tag: TAG,
    allow: AUDIENCES.everyMember,
    query: z.object({
      last_event_id: z
        .string()
        .max(20)
        .optional()
        .describe('As the Last-Event-ID header, for a client that cannot set it'),
    }),
    streams: { out: 'text/event-stream' },
    events: StreamEventSchema,
    handler: async ({ query, req, res, deps }) => {
      const owner = {
        tenantId: req.tenant!.tenantId,
        userId: req.auth!.userId,
        sessionId: req.auth!.sessionId,
        staff: inAudience(AUDIENCES.team, [
          req.tenant!.role,
          ...(req.auth!.isSuperAdmin ? ['super_admin'] : []),
        ]),
        context: callContext(req),
      };
      const after =
        lastEventId(req.header('last-event-id')) ?? lastEventId(query.last_event_id) ?? '0';
      // Registered first (holding what arrives), so nothing committed between the catch-up's
      // read and now is lost; asked before the answer starts, so a refusal is still JSON.
      const live = deps.live.open(owner, res);
      let missed;
      try {
        missed = await catchUpAfter(deps, owner, after);
      } catch (error) {
        live.discard();
        throw error;
      }

      res.status(200);
      res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache, no-transform');
      // nginx and other proxies: pass each event on as it comes.
      res.setHeader('X-Accel-Buffering', 'no');
      res.flushHeaders();
      // The answer has started and the route is done with Express: its continuation (the
      // router's per-request state, ~1.4 KiB) would otherwise stay with the request for as
      // long as the stream is open (bench/README.md, "Messages: live streams").
      req.next = undefined;
      forgetCredentials(req);
      req.socket.setKeepAlive(true);
      req.socket.setNoDelay(true);
      // Reconnect after 2 s when the connection drops (the browser's default is 3 s).
      res.write('retry: 2000\n\n');

      if (req.auth!.expiresAtMs) live.endAt(req.auth!.expiresAtMs);
      // A fresh stream starts at the log's head: what came before, the screens load.
      if (after === '0') live.startAfter(BigInt(missed.head));
      deps.live.covers(live, BigInt(missed.head));
      const catchUp = [...missed.frames];
      const replayed = missed.replayed;
      catchUp.push({ event: 'ready', data: { type: 'ready', replayed } });
      live.release(catchUp);
      await unreadCountsFor(deps)
        .sendTo(live)
        .catch((error: unknown) => {
          req.log?.warn({ err: error }, 'unread counts for a new live stream could not be read');
        });
      forgetRequestState(req, deps.logger);
    },
  }),
];

/**
 * An authenticated stream whose answer has started needs its token no more (its owner, taken
 * above, says whose it is; its expiry is timed): the header and its copy in `rawHeaders` would
 * otherwise stay in memory, one per open stream, as long as the stream (0.5 KiB each).
 */
function forgetCredentials(req: Request): void {
  // A new object rather than `delete`, which would turn the header map into a slower and
  // larger dictionary for the rest of the stream's life.
  const { authorization: _token, ...kept } = req.headers;
  req.headers = kept;
  const raw = req.rawHeaders;
  const rawKept: string[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2)
    if (raw[i]!.toLowerCase() !== 'authorization') rawKept.push(raw[i]!, raw[i + 1]!);
  req.rawHeaders = rawKept;
}

/**
 * The handler is done: nothing reads the request's guard results or logs for it again (the
 * stream logs nothing while open, and its end is the socket's), so the verified claims, the
 * person's memberships and the per-request logger go, and the process's logger stays in case.
 */
function forgetRequestState(req: Request, logger: Logger): void {
  req.auth = undefined;
  req.tenant = undefined;
  req.log = logger;
}
