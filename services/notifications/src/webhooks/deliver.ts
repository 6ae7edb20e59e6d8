/**
 * One attempt to deliver one event to one endpoint: signed per Standard Webhooks, sent to the
 * address the SSRF check pinned (the URL's host still names the Host header and TLS server
 * name), given up after 15 s. Answers what happened; the caller logs it and schedules the
 * next step (domain/webhookSchedule.ts). A retry or a replay sends the same webhook-id, so a receiver can
 * tell a delivery it already handled.
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkDestination, DestinationRefused, type DestinationPolicy } from './destination';
import { retryAfterMs } from '../domain/webhookSchedule';
import { signDelivery } from './signature';

export const DELIVERY_TIMEOUT_MS = 15_000;
/** What is kept of a receiver's answer body for the delivery log. */
const BODY_LIMIT = 4_096;

export interface WebhookMessage {
  /** The event's id: the webhook-id of every attempt and replay. */
  id: string;
  /** e.g. forms.response.submitted */
  type: string;
  data: Record<string, unknown>;
  /** When the event happened. */
  timestamp: Date;
}

export interface DeliveryResult {
  /** The receiver's status; 0 when there was no answer (refused, unreachable, timed out). */
  status: number;
  durationMs: number;
  retryAfterMs: number | null;
  /** Why there was no answer, for the delivery log. */
  error: string;
  /** The start of the receiver's answer body. */
  responseExcerpt: string;
}

/** The JSON body: Standard Webhooks' type, timestamp and data. */
export const payloadOf = (message: WebhookMessage) =>
  JSON.stringify({
    type: message.type,
    timestamp: message.timestamp.toISOString(),
    data: message.data,
  });

export async function deliverWebhook(input: {
  url: string;
  /** Newest first; two while the endpoint's secret is being rotated. */
  secrets: readonly string[];
  message: WebhookMessage;
  policy: DestinationPolicy;
  now?: () => Date;
  timeoutMs?: number;
}): Promise<DeliveryResult> {
  const now = input.now ?? (() => new Date());
  const started = Date.now();
  const failed = (error: string): DeliveryResult => ({
    status: 0,
    durationMs: Date.now() - started,
    retryAfterMs: null,
    error,
    responseExcerpt: '',
  });
  let pinned;
  try {
    pinned = await checkDestination(input.url, input.policy);
  } catch (error) {
    if (error instanceof DestinationRefused) return failed(error.message);
    throw error;
  }
  const body = payloadOf(input.message);
  const headers = {
    ...signDelivery({ id: input.message.id, timestamp: now(), body, secrets: input.secrets }),
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body).toString(),
    'user-agent': 'Portico-Webhooks/1',
  };
  // Connect to the checked address only, whatever the name resolves to by now.
  const lookup: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [
        { address: pinned.address, family: pinned.family },
      ]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = pinned.url.protocol === 'https:' ? https : http;
  return new Promise<DeliveryResult>((resolve) => {
    const request = client.request(
      pinned.url,
      { method: 'POST', headers, lookup, timeout: input.timeoutMs ?? DELIVERY_TIMEOUT_MS },
      (response) => {
        let excerpt = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (excerpt.length < BODY_LIMIT) excerpt += chunk.slice(0, BODY_LIMIT - excerpt.length);
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            durationMs: Date.now() - started,
            retryAfterMs: retryAfterMs(response.headers['retry-after'], now()),
            error: '',
            responseExcerpt: excerpt,
          }),
        );
        response.on('error', (error) => resolve(failed(error.message)));
      },
    );
    request.on('timeout', () =>
      request.destroy(
        new Error(`Timed out after ${(input.timeoutMs ?? DELIVERY_TIMEOUT_MS) / 1000} s`),
      ),
    );
    request.on('error', (error) => resolve(failed(error.message)));
    request.end(body);
  });
}
