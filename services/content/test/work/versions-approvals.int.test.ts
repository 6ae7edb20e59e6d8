/**
 * Versions and approvals (issue 28 items 4 and 5) through content's upload listener on real
 * PostgreSQL: uploading into a file adds a version, every version downloads, and a decision
 * holds only for the version (its SHA-256) that was asked about.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import {
  decideApproval,
  listAwaitingApprovals,
  listFileApprovals,
  requestApproval,
} from '../../src/domain/approvalActions';
import { getFile, storageUsage } from '../../src/domain/fileActions';
import { createVersionDownloadGrant, listVersions } from '../../src/domain/versionActions';
import type { Viewer } from '../../src/domain/access';
import { grantFor, pngBytes, sha256 } from '../uploads/harness';
import { refusal, uploadWith, useUploadStack } from './support';

jest.setTimeout(120_000);

const started = useUploadStack();
const tenantId = randomUUID();
const otherTenantId = randomUUID();
const staff: Viewer = { userId: randomUUID(), roles: ['admin'] };
const client: Viewer = { userId: randomUUID(), roles: ['client'] };
const colleague: Viewer = { userId: randomUUID(), roles: ['client'] };
const stranger: Viewer = { userId: randomUUID(), roles: ['admin'] };

let stack: ReturnType<typeof started>;
beforeAll(() => {
  stack = started();
});

/** Uploads `bytes` as `viewer` (a new file, or with `fileId` its next version). */
const uploadAs = async (
  viewer: Viewer,
  name: string,
  bytes: Buffer,
  extra: Parameters<typeof grantFor>[5] = {},
) =>
  uploadWith(
    stack,
    await grantFor(stack.files, tenantId, viewer, name, bytes.length, extra),
    bytes,
  );

/** One approver's decision on a round, on the version with hash `sha`. */
const decide = (
  viewer: Viewer,
  approvalId: string,
  decision: 'approved' | 'changes_requested',
  sha: string,
  comment = '',
) => decideApproval(stack.db, tenantId, viewer, { approvalId, decision, comment, sha256: sha });

function download(path: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: stack.port, path }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      })
      .on('error', reject);
  });
}

describe('versions', () => {
  it('an upload into a file makes its next version; every version lists and downloads', async () => {
    const first = pngBytes(3000);
    const second = pngBytes(5000);
    const fileId = await uploadAs(staff, 'logo.png', first, { userId: client.userId });
    // The client revises the file they were given.
    const versionId = await uploadAs(client, 'logo-v2.png', second, { fileId });
    expect(versionId).toBe(fileId);

    const file = await getFile(stack.files, tenantId, client, fileId);
    expect(file).toMatchObject({ version: 2, sha256: sha256(second), file_name: 'logo-v2.png' });
    const { versions } = await listVersions(stack.db, tenantId, client, fileId);
    expect(versions.map((v) => [v.number, v.sha256, v.uploaded_by, Number(v.size_bytes)])).toEqual([
      [2, sha256(second), client.userId, second.length],
      [1, sha256(first), staff.userId, first.length],
    ]);
    const old = await createVersionDownloadGrant(
      stack.files,
      tenantId,
      client,
      fileId,
      versions[1]!.id,
    );
    expect(sha256(await download(old.downloadPath))).toBe(sha256(first));
    // The quota counts every version's bytes.
    expect((await storageUsage(stack.files, tenantId)).used).toBe(first.length + second.length);
  });

  it('refuses a version of another tenant’s file, or of a file one may only look at', async () => {
    const bytes = pngBytes(1000);
    const fileId = await uploadAs(staff, 'brief.png', bytes, { assignedRoles: ['client'] });
    expect(
      await refusal(grantFor(stack.files, otherTenantId, stranger, 'x.png', 10, { fileId })),
    ).toEqual({ code: 'NOT_FOUND', message: 'File not found' });
    // Assigned to the client's role: they may open it, not replace it.
    expect(await refusal(grantFor(stack.files, tenantId, client, 'x.png', 10, { fileId }))).toEqual(
      {
        code: 'PERMISSION_DENIED',
        message: 'Only staff or the file’s owner can upload a new version',
      },
    );
    const { versions } = await listVersions(stack.db, tenantId, staff, fileId);
    expect(versions).toHaveLength(1);
  });
});

describe('approvals', () => {
  it('a decision is pinned to the version asked about; a newer version starts a new round', async () => {
    const draft = pngBytes(2000);
    const fileId = await uploadAs(staff, 'homepage.png', draft, { userId: client.userId });
    const round1 = await requestApproval(stack.db, tenantId, staff, {
      fileId,
      versionId: '',
      approverIds: [client.userId],
      message: 'Please approve the homepage draft',
    });
    expect(round1.approval).toMatchObject({
      status: 'open',
      sha256: sha256(draft),
      version_number: 1,
    });
    expect(
      (await listAwaitingApprovals(stack.db, tenantId, client)).map((a) => a.approval.id),
    ).toEqual([round1.approval.id]);
    const v1 = round1.approval.version_id;

    // Someone not asked cannot decide; a hash that is not the asked version's is refused.
    expect(await refusal(decide(colleague, round1.approval.id, 'approved', sha256(draft)))).toEqual(
      { code: 'PERMISSION_DENIED', message: 'You were not asked to approve this version' },
    );
    expect(
      await refusal(decide(client, round1.approval.id, 'approved', sha256(pngBytes(10)))),
    ).toMatchObject({ code: 'FAILED_PRECONDITION' });

    // The agency uploads a revision before the client answered: round 1 is superseded.
    const revision = pngBytes(2500);
    await uploadAs(staff, 'homepage.png', revision, { fileId });
    expect(await refusal(decide(client, round1.approval.id, 'approved', sha256(draft)))).toEqual({
      code: 'FAILED_PRECONDITION',
      message: 'A newer version of this file was uploaded: this version can no longer be approved',
    });
    // Nor can staff ask again about the superseded version.
    expect(
      await refusal(
        requestApproval(stack.db, tenantId, staff, {
          fileId,
          versionId: v1,
          approverIds: [client.userId],
          message: '',
        }),
      ),
    ).toMatchObject({ code: 'FAILED_PRECONDITION' });

    const round2 = await requestApproval(stack.db, tenantId, staff, {
      fileId,
      versionId: '',
      approverIds: [client.userId],
      message: '',
    });
    const decided = await decide(
      client,
      round2.approval.id,
      'approved',
      sha256(revision),
      'Looks great',
    );
    expect(decided.approval).toMatchObject({ status: 'approved', version_number: 2 });
    expect(decided.decisions).toEqual([
      expect.objectContaining({
        approver_id: client.userId,
        decision: 'approved',
        sha256: sha256(revision),
        comment: 'Looks great',
      }),
    ]);
    // Approving twice changes nothing.
    expect(
      await refusal(
        decide(
          client,
          round2.approval.id,
          'changes_requested',
          sha256(revision),
          'On second thought',
        ),
      ),
    ).toEqual({ code: 'FAILED_PRECONDITION', message: 'You have already decided on this version' });

    const history = await listFileApprovals(stack.db, tenantId, client, fileId);
    expect(history.map((r) => [r.approval.version_number, r.approval.status])).toEqual([
      [2, 'approved'],
      [1, 'superseded'],
    ]);
    // Another tenant sees neither the file nor its rounds.
    expect(await refusal(listFileApprovals(stack.db, otherTenantId, stranger, fileId))).toEqual({
      code: 'NOT_FOUND',
      message: 'File not found',
    });
  });

  it('one request for changes closes the round; an approver may open the file they were asked about', async () => {
    const bytes = pngBytes(1500);
    const fileId = await uploadAs(staff, 'staff-only.png', bytes);
    // Not theirs and not assigned to their role: only the approval reaches them.
    expect(await refusal(getFile(stack.files, tenantId, colleague, fileId))).toMatchObject({
      code: 'NOT_FOUND',
    });
    const round = await requestApproval(stack.db, tenantId, staff, {
      fileId,
      versionId: '',
      approverIds: [client.userId, colleague.userId],
      message: '',
    });
    expect((await getFile(stack.files, tenantId, colleague, fileId)).id).toBe(fileId);
    expect(
      await refusal(decide(colleague, round.approval.id, 'changes_requested', sha256(bytes))),
    ).toEqual({ code: 'INVALID_ARGUMENT', message: 'Say what should change' });
    const decided = await decide(
      colleague,
      round.approval.id,
      'changes_requested',
      sha256(bytes),
      'Use the darker blue',
    );
    expect(decided.approval.status).toBe('changes_requested');
    expect(await refusal(decide(client, round.approval.id, 'approved', sha256(bytes)))).toEqual({
      code: 'FAILED_PRECONDITION',
      message: 'This round of approval is closed',
    });
  });
});
