/**
 * kafkajs 2.2.4 (its latest release; the project is no longer maintained) keeps every broker
 * connection busy while idle: after the first response, `scheduleCheckPendingRequests` arms a
 * timer even when nothing waits in the queue, with a negative delay when no throttle is set
 * (`throttledUntil` is -1), so the timer fires at once and re-arms itself forever
 * (tulios/kafkajs#1556, #1704; the fix of PR #1667 was never released). On this machine that
 * was about 3 % of a core per idle process.
 *
 * The replacement arms the timer only when requests are waiting, which is the only time the
 * check can do anything: a request that can be sent goes out from `push` at once, and the
 * queue is checked again whenever an in-flight request completes or times out. The request
 * timeout sweep runs once a second instead of ten times, and only while a request is in flight
 * on that connection (below): a process holds several connections (its producer's, its admin's,
 * each client's bootstrap one) that sit idle between rare requests, and each swept every second
 * for nothing.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const RequestQueue = require('kafkajs/src/network/requestQueue') as {
  prototype: RequestQueueInternals;
};

/** kafkajs' own check interval while throttled requests wait (src/network/requestQueue). */
const CHECK_PENDING_REQUESTS_INTERVAL_MS = 10;
/**
 * How often a connection looks for requests past their timeout. kafkajs looks every 100 ms on
 * every connection, idle or not (ten wake-ups a second each); request timeouts are 30 s, so a
 * second's granularity changes nothing anyone could notice.
 */
const REQUEST_TIMEOUT_CHECK_MS = 1_000;

interface InflightRequest {
  sentAt: number;
  requestTimeout: number;
  timeoutRequest(): void;
}

interface RequestQueueInternals {
  pending: unknown[];
  inflight: Map<number, InflightRequest>;
  throttledUntil: number;
  throttleCheckTimeoutId: NodeJS.Timeout | null;
  requestTimeout: number;
  enforceRequestTimeout: boolean;
  requestTimeoutIntervalId: NodeJS.Timeout | undefined;
  isConnected(): boolean;
  destroy(): void;
  checkPendingRequests(): void;
  scheduleCheckPendingRequests(): void;
  scheduleRequestTimeoutCheck(): void;
  sendSocketRequest(request: unknown): void;
}

/** Connections whose requests time out (kafkajs' `enforceRequestTimeout`), once connected. */
const SWEPT = new WeakSet<RequestQueueInternals>();

/** Runs the timeout sweep while requests are in flight on `queue`; a no-op when it runs. */
function sweepWhileInFlight(queue: RequestQueueInternals): void {
  if (!SWEPT.has(queue) || queue.requestTimeoutIntervalId || queue.inflight.size === 0) return;
  const sweep = setInterval(
    () => {
      queue.inflight.forEach((request) => {
        if (Date.now() - request.sentAt > request.requestTimeout) request.timeoutRequest();
      });
      if (!queue.isConnected()) queue.destroy();
      // Nothing left to time out: stop until the next request goes out.
      if (queue.inflight.size === 0 && queue.requestTimeoutIntervalId === sweep) {
        clearInterval(sweep);
        queue.requestTimeoutIntervalId = undefined;
      }
    },
    Math.min(queue.requestTimeout, REQUEST_TIMEOUT_CHECK_MS),
  );
  queue.requestTimeoutIntervalId = sweep;
}

let applied = false;

export function fixKafkajsIdleLoop(): void {
  if (applied) return;
  applied = true;
  RequestQueue.prototype.scheduleCheckPendingRequests = function (this: RequestQueueInternals) {
    if (this.throttleCheckTimeoutId || this.pending.length === 0) return;
    const untilUnthrottled = this.throttledUntil - Date.now();
    this.throttleCheckTimeoutId = setTimeout(
      () => {
        this.throttleCheckTimeoutId = null;
        this.checkPendingRequests();
      },
      untilUnthrottled > 0 ? untilUnthrottled : CHECK_PENDING_REQUESTS_INTERVAL_MS,
    );
  };
  RequestQueue.prototype.scheduleRequestTimeoutCheck = function (this: RequestQueueInternals) {
    if (!this.enforceRequestTimeout) return;
    this.destroy();
    SWEPT.add(this);
    sweepWhileInFlight(this);
  };
  const destroy = RequestQueue.prototype.destroy;
  RequestQueue.prototype.destroy = function (this: RequestQueueInternals) {
    destroy.call(this);
    this.requestTimeoutIntervalId = undefined;
  };
  const send = RequestQueue.prototype.sendSocketRequest;
  RequestQueue.prototype.sendSocketRequest = function (this: RequestQueueInternals, request) {
    send.call(this, request);
    sweepWhileInFlight(this);
  };
}
