/**
 * What content consumes: identity's UserDeleted (topic portico.identity.user.v1, tenant in
 * the tenant-id header). The user's embeds go with them; their files too when the admin
 * chose "also delete their files". Rows go in the consumer's transaction (applied once per
 * event id); blobs are removed after it commits, since storage is not transactional.
 */
import { decodeEvent, idempotentHandler, type Database, type EventHandler } from '@portico/kit';
import type { BlobStorage } from '../blob/storage';
import { deleteUserEmbeds } from '../store/embeds';
import { deleteFilesOfUser, type FileRow } from '../store/files';
import { publishEmbedChanged, publishFileDeleted } from './publish';

export function userDeletedHandler(db: Database, storage: BlobStorage): EventHandler {
  const applied = new Map<string, FileRow[]>();
  const apply = idempotentHandler(db, 'content.user-deleted', async (tx, event) => {
    if (event.type !== 'deleted' || !event.tenantId) return;
    const message = decodeEvent('portico.events.v1.UserEvent', event.payload);
    const deletedBy = message.deleted?.deleted_by ?? '';
    for (const embed of await deleteUserEmbeds(tx, message.user_id))
      await publishEmbedChanged(tx, 'deleted', embed, deletedBy);
    if (!message.deleted?.delete_files) return;
    const files = await deleteFilesOfUser(tx, message.user_id);
    for (const file of files) await publishFileDeleted(tx, file, deletedBy, 'user_deleted');
    applied.set(event.id, files);
  });
  return async (event) => {
    await apply(event);
    const files = applied.get(event.id) ?? [];
    applied.delete(event.id);
    for (const file of files) await storage.delete(file.storage_key);
  };
}
