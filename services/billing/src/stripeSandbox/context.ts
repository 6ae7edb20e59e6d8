/**
 * What every endpoint of the sandbox's Stripe shares: ids in Stripe's style, Stripe's error
 * answers, the transaction a request runs in, its clock and the events it emits.
 */
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { Tx } from '@portico/kit';
import {
  findSandboxObject,
  insertSandboxEvent,
  insertSandboxObject,
  saveSandboxObject,
} from '../store/stripeSandbox';

export type StripeObject = Record<string, unknown> & { id: string; object: string };
export type Params = Record<string, unknown>;

/** An answer in Stripe's wire format: a JSON body and its status. */
export interface SandboxAnswer {
  status: number;
  body: unknown;
}

/** Stripe's error body: `{ error: { type, message, param?, code? } }`. */
export class StripeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly param?: string,
    readonly type = 'invalid_request_error',
    readonly code?: string,
  ) {
    super(message);
  }

  answer(): SandboxAnswer {
    return {
      status: this.status,
      body: {
        error: {
          type: this.type,
          message: this.message,
          ...(this.param ? { param: this.param } : {}),
          ...(this.code ? { code: this.code } : {}),
        },
      },
    };
  }
}

export const badRequest = (message: string, param?: string) => new StripeError(400, message, param);
export const noSuch = (kind: string, id: string, param = 'id') =>
  new StripeError(
    404,
    `No such ${kind}: '${id}'`,
    param,
    'invalid_request_error',
    'resource_missing',
  );

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
export const pageToken = () => randomBytes(24).toString('base64url');

export const seconds = (date = new Date()) => Math.floor(date.getTime() / 1000);

/** Stripe's flat metadata: string values only. */
export const metadataOf = (value: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries((value ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
  );

export const int = (value: unknown, param: string): number => {
  const n = Number(value);
  if (value === undefined || value === '' || !Number.isInteger(n)) {
    throw badRequest(`Invalid integer: ${String(value)}`, param);
  }
  return n;
};

/** One request's view of the sandbox: its account, transaction and the events it emits. */
export class RequestScope {
  readonly events: StripeObject[] = [];

  constructor(
    readonly tx: Tx,
    /** The Stripe-Account header: the connected account the call acts on ('' for the platform). */
    readonly account: string,
    readonly publicUrl: string,
  ) {}

  async find(id: string, object: string, lock = false): Promise<StripeObject> {
    const row = await findSandboxObject(this.tx, id, lock);
    // Another account's object is as unknown as one that does not exist (Stripe's answer).
    if (!row || row.object !== object || (object !== 'account' && row.account !== this.account)) {
      throw noSuch(object.replace('_', ' '), id);
    }
    return row.data as StripeObject;
  }

  async create(
    object: StripeObject,
    token?: string,
    account = this.account,
  ): Promise<StripeObject> {
    await insertSandboxObject(this.tx, {
      id: object.id,
      account,
      object: object.object,
      data: object,
      ...(token ? { page_token: token } : {}),
    });
    return object;
  }

  async save(object: StripeObject): Promise<StripeObject> {
    await saveSandboxObject(this.tx, object.id, object);
    return object;
  }

  /** An event as Stripe sends it to a Connect endpoint, written with the change it reports. */
  async emit(
    type: string,
    object: StripeObject,
    created: number,
    account = this.account,
  ): Promise<void> {
    const event: StripeObject = {
      id: newId('evt'),
      object: 'event',
      account,
      api_version: Stripe.API_VERSION,
      created,
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    await insertSandboxEvent(this.tx, { id: event.id, account, payload: event });
    this.events.push(event);
  }
}
