/**
 * Working with clients on files through the real gateway (issue 28 items 3-5): a folder for
 * one client holds against a client of another role and another tenant; an upload into a
 * file makes a version whose bytes stay downloadable; an approval asked of a client is refused
 * once a newer version supersedes it; and each bad input of the issue is a 4xx that changes
 * nothing.
 */
import { createHash } from 'node:crypto';
import { inviteMember, signUpWorkspace } from '../support/journeys';
import { createUpload, pngBytes, uploadFile } from '../support/tus';
import { useE2eStack } from '../support/prologue';
import type { ApiClient } from '../support/client';

jest.setTimeout(240_000);

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

interface Folder {
  id: string;
  name: string;
}
interface Listing {
  folder: Folder | null;
  breadcrumbs: Folder[];
  folders: Folder[];
  files: { id: string; version: number; sha256: string }[];
  total_files: number;
}
interface Approval {
  id: string;
  status: string;
  sha256: string;
  version_number: number;
}

const env = useE2eStack();
let admin: ApiClient;
let client: { client: ApiClient; userId: string };
let otherRole: { client: ApiClient; userId: string };
let otherTenant: ApiClient;

const call = (who: ApiClient, method: string, path: string, body?: unknown) =>
  who.call<Record<string, unknown>>(method, path, body);

beforeAll(async () => {
  ({ client: admin } = await signUpWorkspace(env.url, 'Folder Studio'));
  client = await inviteMember(admin, 'role2');
  otherRole = await inviteMember(admin, 'role3');
  ({ client: otherTenant } = await signUpWorkspace(env.url, 'Elsewhere Agency'));
});

describe('folders', () => {
  let acme: Folder;
  let drafts: Folder;
  let fileId: string;

  beforeAll(async () => {
    const made = await admin.post<Folder>('/api/folders', {
      name: 'Acme Ltd',
      owner_user_id: client.userId,
    });
    expect(made.status).toBe(201);
    acme = made.body;
    drafts = (await admin.post<Folder>('/api/folders', { name: 'Drafts', parent_id: acme.id }))
      .body;
    fileId = await uploadFile(admin, pngBytes(1200), {
      filename: 'moodboard.png',
      folder_id: drafts.id,
    });
  });

  it('the client browses into their folder, with breadcrumbs', async () => {
    const top = await client.client.get<Listing>('/api/folders');
    expect(top.status).toBe(200);
    expect(top.body.folders.map((f) => f.name)).toEqual(['Acme Ltd']);
    const inside = await client.client.get<Listing>(`/api/folders/${drafts.id}`);
    expect(inside.body.breadcrumbs.map((f) => f.name)).toEqual(['Acme Ltd']);
    expect(inside.body.files.map((f) => f.id)).toEqual([fileId]);
    expect((await client.client.get(`/api/files/${fileId}`)).status).toBe(200);
  });

  it('a client of another role and another tenant’s admin find neither folder nor file', async () => {
    expect((await otherRole.client.get<Listing>('/api/folders')).body.folders).toEqual([]);
    for (const who of [otherRole.client, otherTenant]) {
      const folder = await who.get(`/api/folders/${drafts.id}`);
      expect(folder.status).toBe(404);
      expect(folder.body).toMatchObject({ error: 'Folder not found' });
      expect((await who.get(`/api/files/${fileId}`)).status).toBe(404);
    }
    // Nor can the other tenant's admin file things into it or rename it.
    expect(
      (await call(otherTenant, 'PATCH', `/api/folders/${acme.id}`, { name: 'Taken' })).status,
    ).toBe(404);
    expect((await client.client.get<Listing>(`/api/folders/${acme.id}`)).body.folder?.name).toBe(
      'Acme Ltd',
    );
  });

  it('refuses a name with / or NUL, a move into its own descendant, and a stranger as client', async () => {
    const slash = await admin.post('/api/folders', { name: 'a/b' });
    expect(slash.status).toBe(400);
    expect(slash.body).toMatchObject({ error: 'A folder name cannot contain “/”' });
    expect((await admin.post('/api/folders', { name: 'a\u0000b' })).status).toBe(400);
    const cycle = await call(admin, 'PUT', `/api/folders/${acme.id}/parent`, {
      parent_id: drafts.id,
    });
    expect(cycle.status).toBe(400);
    expect(cycle.body).toMatchObject({
      error: 'A folder cannot be moved into itself or a folder inside it',
    });
    const stranger = await admin.post('/api/folders', {
      name: 'Not ours',
      owner_user_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(stranger.status).toBe(400);
    const names = (await admin.get<Listing>('/api/folders')).body.folders.map((f) => f.name);
    expect(names).toEqual(['Acme Ltd']);
  });
});

describe('versions and approvals', () => {
  it('an approval asked of the client is refused once a newer version supersedes it', async () => {
    const draft = pngBytes(2000);
    const fileId = await uploadFile(admin, draft, {
      filename: 'homepage.png',
      user_id: client.userId,
    });
    // An approver from outside the workspace is refused before anything is written.
    const outsider = await admin.post(`/api/files/${fileId}/approvals`, {
      approver_ids: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(outsider.status).toBe(400);
    expect(outsider.body).toMatchObject({ error: 'Approvers must be members of this workspace' });

    const asked = await admin.post<Approval>(`/api/files/${fileId}/approvals`, {
      approver_ids: [client.userId],
      message: 'Please approve the homepage',
    });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ status: 'open', sha256: sha256(draft), version_number: 1 });
    const awaiting = await client.client.get<{ approvals: Approval[] }>('/api/approvals/awaiting');
    expect(awaiting.body.approvals.map((a) => a.id)).toEqual([asked.body.id]);

    // The agency revises the file before the client answers.
    const revision = pngBytes(2600);
    expect(
      await uploadFile(admin, revision, { filename: 'homepage-v2.png', file_id: fileId }),
    ).toBe(fileId);
    const late = await client.client.post(`/api/approvals/${asked.body.id}/decision`, {
      decision: 'approved',
      sha256: sha256(draft),
    });
    expect(late.status).toBe(422);
    expect(late.body).toMatchObject({
      error: 'A newer version of this file was uploaded: this version can no longer be approved',
    });

    // Someone not asked cannot decide on the new round; the client can, once.
    const round2 = await admin.post<Approval>(`/api/files/${fileId}/approvals`, {
      approver_ids: [client.userId],
    });
    const notAsked = await otherRole.client.post(`/api/approvals/${round2.body.id}/decision`, {
      decision: 'approved',
      sha256: sha256(revision),
    });
    expect(notAsked.status).toBe(403);
    const approved = await client.client.post<Approval>(
      `/api/approvals/${round2.body.id}/decision`,
      { decision: 'approved', sha256: sha256(revision), comment: 'Ship it' },
    );
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', version_number: 2 });
    const twice = await client.client.post(`/api/approvals/${round2.body.id}/decision`, {
      decision: 'approved',
      sha256: sha256(revision),
    });
    expect(twice.status).toBe(422);

    const rounds = await client.client.get<{ approvals: Approval[] }>(
      `/api/files/${fileId}/approvals`,
    );
    expect(rounds.body.approvals.map((a) => [a.version_number, a.status])).toEqual([
      [2, 'approved'],
      [1, 'superseded'],
    ]);

    // Every version is listed and downloads its own bytes.
    const history = await client.client.get<{
      versions: { id: string; number: number; sha256: string; current: boolean }[];
    }>(`/api/files/${fileId}/versions`);
    expect(history.body.versions.map((v) => [v.number, v.sha256, v.current])).toEqual([
      [2, sha256(revision), true],
      [1, sha256(draft), false],
    ]);
    const first = await fetch(
      `${env.url}/api/files/${fileId}/versions/${history.body.versions[1]!.id}/download`,
      {
        headers: {
          authorization: `Bearer ${client.client.accessToken}`,
          'x-tenant-id': client.client.tenantId!,
        },
      },
    );
    expect(first.status).toBe(200);
    expect(sha256(Buffer.from(await first.arrayBuffer()))).toBe(sha256(draft));
  });

  it('a version upload to another tenant’s file is refused before a byte is stored', async () => {
    const fileId = await uploadFile(admin, pngBytes(900), { filename: 'ours.png' });
    const refused = await createUpload(otherTenant, 900, {
      filename: 'theirs.png',
      file_id: fileId,
    });
    expect(refused.status).toBe(404);
    const versions = await admin.get<{ versions: unknown[] }>(`/api/files/${fileId}/versions`);
    expect(versions.body.versions).toHaveLength(1);
  });
});
