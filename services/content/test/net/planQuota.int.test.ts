/**
 * Upload grants follow the plan's storage quota from billing's entitlements (a real gRPC
 * server speaking billing's contract), and fall back to the configured quota when billing
 * cannot answer.
 */
import { randomUUID } from 'node:crypto';
import {
  closeGrpcChannels,
  createGrpcServer,
  createLogger,
  unary,
  type Database,
} from '@portico/kit';
import { loadServiceDefinition, type billingV1 } from '@portico/proto';
import { freePort } from '../../../../tooling/test-infra/ports';
import { diskStorage } from '../../src/blob/disk';
import { createUploadGrant, type FileDeps } from '../../src/domain/fileActions';
import { planQuota } from '../../src/net/planQuota';
import { insertFile } from '../../src/store/files';
import { contentTestDatabase } from '../support';
import os from 'node:os';

const MB = 1024 * 1024;
const tenantId = randomUUID();
const member = { userId: randomUUID(), roles: ['client'] };
const billing = createGrpcServer({ logger: createLogger('billing-test', 'silent') });
let db: Database;
let close: () => Promise<void>;
let billingAddr: string;

beforeAll(async () => {
  ({ db, close } = await contentTestDatabase());
  const handlers: Partial<billingV1.BillingServiceHandlers> = {
    GetEntitlements: unary(async (request: billingV1.GetEntitlementsRequest__Output) => ({
      tenant_id: request.tenant_id,
      plan: 'starter',
      storage_quota_bytes: String(10 * MB),
    })),
  };
  billing.addService(loadServiceDefinition('billing').definition, handlers);
  billingAddr = `127.0.0.1:${await billing.start(0, '127.0.0.1')}`;
  // 9 MB of the tenant's 10 MB are already used.
  await db.tenantTransaction(tenantId, (tx) =>
    insertFile(tx, {
      id: randomUUID(),
      tenant_id: tenantId,
      user_id: member.userId,
      uploaded_by: member.userId,
      title: 'Old',
      file_name: 'old.pdf',
      content_type: 'application/pdf',
      size_bytes: 9 * MB,
      sha256: 'x',
      storage_key: `${tenantId}/${member.userId}/old.pdf`,
      assigned_roles: [],
      tags: [],
      message: '',
      scan_status: 'clean',
    }),
  );
});
afterAll(async () => {
  await billing.stop(500);
  closeGrpcChannels();
  await close?.();
});

async function deps(quotaFor: FileDeps['quotaFor']): Promise<FileDeps> {
  return {
    db,
    storage: await diskStorage(os.tmpdir()),
    grantSecret: 's',
    grantTtlSeconds: 60,
    uploadMaxBytes: 100 * MB,
    quotaFor,
  };
}
const ask = (files: FileDeps, size: number) =>
  createUploadGrant(files, tenantId, member, {
    purpose: 'create',
    title: '',
    fileName: 'new.pdf',
    sizeBytes: size,
    userId: '',
    assignedRoles: [],
    tags: [],
    message: '',
    notifyUser: false,
  });

it("limits a grant to what the plan's quota leaves, and refuses a file that would exceed it", async () => {
  const files = await deps(planQuota({ billingAddr, fallbackBytes: 0 }));
  await expect(ask(files, 512 * 1024)).resolves.toMatchObject({ max: 1 * MB });
  await expect(ask(files, 2 * MB)).rejects.toMatchObject({
    reason: 'quota_exceeded',
    message: 'Your workspace has used its storage quota. Delete files or upgrade your plan.',
  });
});

it('falls back to the configured quota while billing cannot be reached', async () => {
  const files = await deps(
    planQuota({ billingAddr: `127.0.0.1:${await freePort()}`, fallbackBytes: 50 * MB }),
  );
  await expect(ask(files, 2 * MB)).resolves.toMatchObject({ max: 41 * MB });
});
