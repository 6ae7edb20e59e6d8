/**
 * What content consumes: a person leaving a tenant. Tenancy's MembershipEvent.removed (topic
 * portico.tenancy.membership.v1: an admin removed the member, optionally "also delete their
 * files") and identity's UserEvent.deleted (portico.identity.user.v1, the tenant in the
 * tenant-id header) have the same effect here: the person's user embeds in that tenant go,
 * and their files too when delete_files is set. Rows go in the consumer's transaction
 * (applied once per event id); blobs are removed after it commits, since storage is not
 * transactional, so a crash in between leaves an orphan blob, never a row without bytes.
 */
import {
  decodeEvent,
  idempotentHandler,
  type Database,
  type EventHandler,
  type IncomingEvent,
  type Tx,
} from '@portico/kit';
import { TOPICS } from '@portico/proto';
import type { BlobStorage } from '../blob/storage';
import { deleteUserEmbeds } from '../store/embeds';
import { deleteFilesOfUser } from '../store/files';
import { publishEmbedChanged, publishFileDeleted } from './publish';

interface Departure {
  userId: string;
  by: string;
  deleteFiles: boolean;
}

/** The person leaving the event's tenant, or undefined for events content ignores. */
function departureOf(event: IncomingEvent): Departure | undefined {
  if (event.topic === TOPICS.tenancyMembership && event.type === 'removed') {
    const message = decodeEvent('portico.events.v1.MembershipEvent', event.payload);
    if (!message.user_id) return undefined;
    return {
      userId: message.user_id,
      by: message.removed?.removed_by ?? '',
      deleteFiles: message.removed?.delete_files ?? false,
    };
  }
  if (event.topic === TOPICS.identityUser && event.type === 'deleted') {
    const message = decodeEvent('portico.events.v1.UserEvent', event.payload);
    return {
      userId: message.user_id,
      by: message.deleted?.deleted_by ?? '',
      deleteFiles: message.deleted?.delete_files ?? false,
    };
  }
  return undefined;
}

/** Removes what the person leaves behind; answers the object keys to remove after commit. */
async function removeContentOf(tx: Tx, departure: Departure): Promise<string[]> {
  for (const embed of await deleteUserEmbeds(tx, departure.userId))
    await publishEmbedChanged(tx, 'deleted', embed, departure.by);
  if (!departure.deleteFiles) return [];
  const { files, keys } = await deleteFilesOfUser(tx, departure.userId);
  for (const file of files) await publishFileDeleted(tx, file, departure.by, 'user_deleted');
  return keys;
}

export const DEPARTURE_TOPICS = [TOPICS.tenancyMembership, TOPICS.identityUser];

export function departureHandler(db: Database, storage: BlobStorage): EventHandler {
  const removed = new Map<string, string[]>();
  const apply = idempotentHandler(db, 'content.member-departed', async (tx, event) => {
    const departure = departureOf(event);
    if (!departure || !event.tenantId) return;
    removed.set(event.id, await removeContentOf(tx, departure));
  });
  return async (event) => {
    await apply(event);
    const keys = removed.get(event.id) ?? [];
    removed.delete(event.id);
    for (const key of keys) await storage.delete(key);
  };
}
