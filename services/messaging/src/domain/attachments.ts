/**
 * An attachment is readable by whoever may read its conversation: the gateway's download route
 * asks here before fetching a file for a participant who does not own it in content.
 */
import { notFound } from '@portico/kit';
import * as messages from '../store/messages';
import type { AttachmentRow } from '../store/messages';
import { conversationFor, UUID } from './access';
import type { FileDownload, MessagingDeps, Viewer } from './deps';

const NOT_ATTACHED = 'Attachment not found';

export function getAttachment(
  deps: Pick<MessagingDeps, 'db'>,
  tenantId: string,
  viewer: Viewer,
  fileId: string,
  messageId: string,
): Promise<AttachmentRow> {
  if (!UUID.test(fileId) || (messageId && !UUID.test(messageId)))
    throw notFound(NOT_ATTACHED, 'attachment_not_found');
  return deps.db.tenantTransaction(tenantId, async (tx) => {
    const found = await messages.findAttachment(tx, fileId, messageId || undefined);
    if (!found) throw notFound(NOT_ATTACHED, 'attachment_not_found');
    try {
      await conversationFor(tx, viewer, found.conversation_id);
    } catch {
      throw notFound(NOT_ATTACHED, 'attachment_not_found');
    }
    return found;
  });
}

/**
 * The download of an attachment for a reader of its message: content grants it on messaging's
 * word (the file may be one content would not show this person: another participant's upload).
 */
export async function attachmentDownload(
  deps: Pick<MessagingDeps, 'db' | 'files'>,
  tenantId: string,
  viewer: Viewer,
  fileId: string,
  messageId: string,
): Promise<{ attachment: AttachmentRow; download: FileDownload }> {
  const attachment = await getAttachment(deps, tenantId, viewer, fileId, messageId);
  const download = await deps.files.vouchedDownload(tenantId, viewer.userId, fileId);
  return { attachment, download };
}
