/**
 * Content answers whether the sender may see a file they attach: GetFile, called as the sender
 * (their own call context, gateway token included), finds only files they may see in their
 * tenant; NOT_FOUND covers another tenant's file and an invisible one alike.
 */
import { createGrpcClient, isDomainError } from '@portico/kit';
import { loadServiceDefinition } from '@portico/proto';
import type { FileAccess } from '../domain/deps';

export function contentFiles(address: string, deadlineMs = 5000): FileAccess {
  const content = createGrpcClient(loadServiceDefinition('content').Client, address, {
    deadlineMs,
  });
  return {
    async visibleTo(tenantId, viewer, fileId) {
      const caller = viewer.caller ?? { tenantId, userId: viewer.userId, roles: [...viewer.roles] };
      try {
        const file = await content.GetFile({ id: fileId }, caller);
        if (file.tenant_id !== tenantId) return null;
        return {
          fileId: file.id,
          fileName: file.file_name,
          contentType: file.content_type,
          sizeBytes: String(file.size_bytes),
        };
      } catch (error) {
        if (isDomainError(error) && error.code === 'NOT_FOUND') return null;
        throw error;
      }
    },
    async vouchedDownload(tenantId, userId, fileId) {
      // No caller in the metadata: the services' token vouches (a service-only method).
      const grant = await content.CreateVouchedDownloadGrant(
        { tenant_id: tenantId, user_id: userId, file_id: fileId },
        {},
      );
      return { downloadPath: grant.download_path, contentDisposition: grant.content_disposition };
    },
  };
}
