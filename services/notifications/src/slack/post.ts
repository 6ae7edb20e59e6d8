/**
 * A POST of Slack's incoming-webhook JSON (`{ text }`) to the pinned, SSRF-checked address
 * (the same send-time check webhooks get), given up after 15 s.
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkDestination, type DestinationPolicy } from '../webhooks/destination';
import { retryAfterMs } from '../domain/webhookSchedule';

export interface SlackAnswer {
  status: number;
  retryAfterMs: number | null;
}

export async function postToSlack(
  url: string,
  text: string,
  policy: DestinationPolicy,
  /** Epoch ms the message may leave at: waited for after the check, so it leaves on time. */
  notBefore = 0,
  timeoutMs = 15_000,
): Promise<SlackAnswer> {
  const pinned = await checkDestination(url, policy);
  const wait = notBefore - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const body = JSON.stringify({ text });
  const lookup: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [
        { address: pinned.address, family: pinned.family },
      ]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = pinned.url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      pinned.url,
      {
        method: 'POST',
        lookup,
        timeout: timeoutMs,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body).toString(),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfterMs: retryAfterMs(response.headers['retry-after'], new Date()),
          }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error('Slack did not answer in time')));
    request.on('error', reject);
    request.end(body);
  });
}
