/**
 * What a fault must never leave behind, read from the databases and content's storage folder:
 * an acknowledged write that is gone, a change without its event or an event without its
 * change (a half-applied transaction), stored bytes without their file row or a file row
 * without its bytes, and anything kept of an upload that was refused.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { decodeEvent } from '@portico/kit';
import { TOPICS } from '@portico/proto';
import type pg from 'pg';
import type { AcknowledgedWrites } from './load';

export interface Consistency {
  /** Acknowledged responses, messages and files not found. */
  lostWrites: number;
  /** Responses, messages or files whose event is missing, and events whose change is. */
  halfApplied: number;
  /** Files whose bytes are missing, and stored objects no file row names. */
  storageMismatches: number;
  /** Refused uploads (507) of which content still keeps something. */
  refusedLeftovers: number;
  /** Unfinished uploads content keeps (resumable; expire after UPLOAD_EXPIRE_HOURS). */
  unfinishedUploads: number;
  details: string[];
}

/** A RECHECK later, bytes not named yet may have been an upload finishing right then. */
const RECHECK_MS = 5000;

/**
 * Runs `read` on one snapshot of the database: the load goes on while we look, and a change
 * and its event, committed together, must be seen together or not at all.
 */
async function onSnapshot<T>(pool: pg.Pool, read: (client: pg.PoolClient) => Promise<T>) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    return await read(client);
  } finally {
    await client.query('COMMIT').catch(() => undefined);
    client.release();
  }
}

async function ids(client: pg.PoolClient, sql: string): Promise<Set<string>> {
  const { rows } = await client.query<{ id: string }>(sql);
  return new Set(rows.map((row) => row.id));
}

/** The ids each event of `topic` in this database's outbox announces, by `pick`. */
async function announced(
  pool: pg.PoolClient,
  topic: string,
  pick: (payload: Uint8Array) => string | undefined,
): Promise<Map<string, number>> {
  const { rows } = await pool.query<{ payload: Buffer }>(
    'SELECT payload FROM outbox WHERE topic = $1',
    [topic],
  );
  const counts = new Map<string, number>();
  for (const row of rows) {
    const id = pick(new Uint8Array(row.payload));
    if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

function compare(what: string, rows: Set<string>, events: Map<string, number>, out: string[]) {
  let bad = 0;
  for (const id of rows) {
    if (events.get(id) !== 1) {
      bad += 1;
      out.push(`${what} ${id} has ${events.get(id) ?? 0} events`);
    }
  }
  for (const id of events.keys()) {
    if (!rows.has(id)) {
      bad += 1;
      out.push(`an event announces ${what} ${id}, which does not exist`);
    }
  }
  return bad;
}

/**
 * Every object key under `root` (content's disk storage). Names starting with a dot are no
 * object (content refuses such keys): the tus folder `.uploads`, the full-disk filler.
 */
function storedKeys(root: string): Set<string> {
  const keys = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else keys.add(path.relative(root, full));
    }
  };
  if (existsSync(root)) walk(root);
  return keys;
}

export async function checkConsistency(
  pools: { forms: pg.Pool; content: pg.Pool; messaging: pg.Pool },
  writes: AcknowledgedWrites,
  filesRoot: string,
): Promise<Consistency> {
  const details: string[] = [];
  // Acknowledged before the snapshots are taken: the load goes on meanwhile.
  const acknowledged = {
    responses: [...writes.responses],
    messages: [...writes.messages],
    files: [...writes.files],
    refused: [...writes.refusedUploads],
  };
  const forms = await onSnapshot(pools.forms, async (client) => ({
    responses: await ids(client, 'SELECT id::text AS id FROM form_responses'),
    events: await announced(client, TOPICS.formsResponse, (payload) => {
      const event = decodeEvent('portico.events.v1.FormResponseEvent', payload);
      return event.submitted ? event.response_id : undefined;
    }),
  }));
  const messaging = await onSnapshot(pools.messaging, async (client) => ({
    messages: await ids(client, 'SELECT id::text AS id FROM messages'),
    events: await announced(client, TOPICS.messagingMessage, (payload) => {
      const event = decodeEvent('portico.events.v1.MessageEvent', payload);
      return event.created?.message_id || undefined;
    }),
  }));
  const content = await onSnapshot(pools.content, async (client) => ({
    files: await ids(client, 'SELECT id::text AS id FROM files'),
    keys: new Set(
      (await client.query<{ key: string }>('SELECT storage_key AS key FROM files')).rows.map(
        (row) => row.key,
      ),
    ),
    events: await announced(client, TOPICS.contentFile, (payload) => {
      const event = decodeEvent('portico.events.v1.FileEvent', payload);
      return event.uploaded ? event.file_id : undefined;
    }),
  }));
  const { responses } = forms;
  const { files } = content;

  let lostWrites = 0;
  for (const { responseId } of acknowledged.responses)
    if (!responses.has(responseId)) {
      lostWrites += 1;
      details.push(`acknowledged response ${responseId} is gone`);
    }
  for (const { messageId } of acknowledged.messages)
    if (!messaging.messages.has(messageId)) {
      lostWrites += 1;
      details.push(`acknowledged message ${messageId} is gone`);
    }
  for (const { fileId } of acknowledged.files)
    if (!files.has(fileId)) {
      lostWrites += 1;
      details.push(`acknowledged file ${fileId} is gone`);
    }

  const halfApplied =
    compare('response', responses, forms.events, details) +
    compare('message', messaging.messages, messaging.events, details) +
    compare('file', files, content.events, details);

  // Bytes are moved to their key before the file row is written (uploads/complete.ts), so a
  // row always finds its bytes, and bytes without a row are looked at again a little later.
  const keys = storedKeys(filesRoot);
  let storageMismatches = 0;
  for (const key of content.keys)
    if (!keys.has(key)) {
      storageMismatches += 1;
      details.push(`file bytes missing: ${key}`);
    }
  const unnamed = [...keys].filter((key) => !content.keys.has(key));
  if (unnamed.length > 0) {
    await new Promise((resolve) => setTimeout(resolve, RECHECK_MS));
    const { rows } = await pools.content.query<{ key: string }>(
      'SELECT storage_key AS key FROM files WHERE storage_key = ANY($1::text[])',
      [unnamed],
    );
    const namedNow = new Set(rows.map((row) => row.key));
    const stillStored = storedKeys(filesRoot);
    for (const key of unnamed)
      if (!namedNow.has(key) && stillStored.has(key)) {
        storageMismatches += 1;
        details.push(`stored bytes no file names: ${key}`);
      }
  }

  const uploadsDir = path.join(filesRoot, '.uploads');
  const unfinished = existsSync(uploadsDir) ? readdirSync(uploadsDir) : [];
  let refusedLeftovers = 0;
  for (const { uploadId } of acknowledged.refused)
    if (unfinished.some((name) => name === uploadId || name.startsWith(`${uploadId}.`))) {
      refusedLeftovers += 1;
      details.push(`refused upload ${uploadId} left bytes in .uploads`);
    }
  return {
    lostWrites,
    halfApplied,
    storageMismatches,
    refusedLeftovers,
    unfinishedUploads: unfinished.filter((name) => !name.endsWith('.json')).length,
    details,
  };
}
