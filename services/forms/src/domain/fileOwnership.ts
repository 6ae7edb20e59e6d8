/**
 * A file answer must be a file the respondent uploaded through the content service: content's
 * GetFile, called as the respondent, finds only files they may see; the answer counts only when
 * they own it and uploaded it themselves (not a file an admin sent them).
 */
import { createGrpcClient, isDomainError } from '@portico/kit';
import { loadServiceDefinition } from '@portico/proto';
import type { Viewer } from './formActions';

export function contentFileOwnership(contentAddr: string) {
  const content = createGrpcClient(loadServiceDefinition('content').Client, contentAddr, {
    deadlineMs: 5000,
  });
  return async (tenantId: string, viewer: Viewer, fileId: string): Promise<boolean> => {
    try {
      // The viewer's own context carries the gateway's token for it; one rebuilt here would
      // carry none, and content refuses caller metadata no gateway vouched for.
      const caller = viewer.caller ?? { tenantId, userId: viewer.userId, roles: [...viewer.roles] };
      const file = await content.GetFile({ id: fileId }, caller);
      return file.user_id === viewer.userId && file.uploaded_by === viewer.userId;
    } catch (error) {
      if (isDomainError(error) && error.code === 'NOT_FOUND') return false;
      throw error;
    }
  };
}
