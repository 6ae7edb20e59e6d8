/**
 * Inside the cluster only the gateway says who is calling (issue 10): a workload that reaches
 * a service's port and writes x-user-id is refused unless the gateway's short-lived token
 * vouches for that very metadata, and the operators' calls (SetSuperAdmin, RotateSigningKey)
 * need the admin command's own key, which the gateway does not hold. No call goes without a
 * credential: an anonymous one needs the gateway's token or a service's, and a service-only
 * method (tenancy's ListTenantAdmins) takes a service's alone.
 */
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import {
  createGrpcClient,
  internalSigningKey,
  signInternalToken,
  signOperatorToken,
  signServiceToken,
  useInternalTokenSigner,
} from '@portico/kit';
import { loadServiceDefinition } from '@portico/proto';
import { setSuperAdmin } from '../../../../tooling/admin/super-admin';
import { ApiClient, PASSWORD } from '../support/client';
import { signUpWorkspace } from '../support/journeys';
import { pngBytes, uploadFile } from '../support/tus';
import { useE2eStack } from '../support/prologue';
import { SUPER_ADMIN } from '../support/stack';

jest.setTimeout(120_000);

const env = useE2eStack();
let owner: { client: ApiClient; tenantId: string; email: string; userId: string };
let superAdminId: string;

const identityAt = (address: string) =>
  createGrpcClient(loadServiceDefinition('identity').Client, address, { deadlineMs: 10_000 });
const tenancyAt = (address: string) =>
  createGrpcClient(loadServiceDefinition('tenancy').Client, address, { deadlineMs: 10_000 });

/** A key the gateway never had, as an attacker would make one. */
const strangerKey = () => generateKeyPairSync('ed25519').privateKey;

/** Runs `call` as a workload without the gateway's key (this test process otherwise has it). */
async function withoutGatewayKey<T>(call: () => Promise<T>): Promise<T> {
  useInternalTokenSigner(undefined);
  try {
    return await call();
  } finally {
    useInternalTokenSigner(internalSigningKey(env.internalTokenPrivateKey));
  }
}

beforeAll(async () => {
  const workspace = await signUpWorkspace(env.url, 'Token Test Co');
  const me = await workspace.client.get<{ user: { id: string } }>('/api/me');
  owner = { ...workspace, userId: me.body.user.id };
  const operator = new ApiClient(env.url);
  expect((await operator.post('/api/auth/login', SUPER_ADMIN)).status).toBe(200);
  superAdminId = (await operator.get<{ user: { id: string } }>('/api/me')).body.user.id;
});

describe('caller identity comes only from the gateway', () => {
  it('answers the same question through the gateway', async () => {
    const me = await owner.client.get<{ user: { id: string; email: string } }>('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ id: owner.userId, email: owner.email });
  });

  it('refuses a direct call naming a user without the gateway token', async () => {
    const identity = identityAt(env.address('identity'));
    await expect(
      withoutGatewayKey(() => identity.GetUser({ user_id: '' }, { userId: owner.userId })),
    ).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Caller identity must come from the gateway',
    });
  });

  it("refuses a forged super admin entering another tenant's workspace directly", async () => {
    const tenancy = tenancyAt(env.address('tenancy'));
    await expect(
      withoutGatewayKey(() =>
        tenancy.GetAccess(
          { tenant_id: owner.tenantId, is_super_admin: true },
          { userId: superAdminId, roles: ['super_admin'] },
        ),
      ),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('refuses a token signed by any key but the gateway’s', async () => {
    const identity = identityAt(env.address('identity'));
    const forged = signInternalToken(strangerKey(), { userId: owner.userId });
    await expect(
      identity.GetUser({ user_id: '' }, { userId: owner.userId, internalToken: forged }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('refuses an expired gateway token', async () => {
    const identity = identityAt(env.address('identity'));
    const gatewayKey = internalSigningKey(env.internalTokenPrivateKey);
    const twoMinutesAgo = Date.now() - 2 * 60_000;
    const expired = signInternalToken(gatewayKey, { userId: owner.userId }, twoMinutesAgo);
    await expect(
      identity.GetUser({ user_id: '' }, { userId: owner.userId, internalToken: expired }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it("refuses a genuine gateway token carried with someone else's metadata", async () => {
    const tenancy = tenancyAt(env.address('tenancy'));
    const gatewayKey = internalSigningKey(env.internalTokenPrivateKey);
    const ownersToken = signInternalToken(gatewayKey, { userId: owner.userId });
    await expect(
      tenancy.GetAccess(
        { tenant_id: owner.tenantId, is_super_admin: true },
        { userId: superAdminId, roles: ['super_admin'], internalToken: ownersToken },
      ),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('answers a direct call the gateway’s key vouches for', async () => {
    const identity = identityAt(env.address('identity'));
    const user = await identity.GetUser({ user_id: '' }, { userId: owner.userId });
    expect(user).toMatchObject({ id: owner.userId, email: owner.email });
  });
});

describe('a call naming nobody', () => {
  const serviceKey = () => internalSigningKey(env.serviceTokenPrivateKey);

  it('is refused without any token: sign-in and a service-only lookup alike', async () => {
    const identity = identityAt(env.address('identity'));
    const tenancy = tenancyAt(env.address('tenancy'));
    await expect(
      withoutGatewayKey(() => identity.SignIn({ email: owner.email, password: PASSWORD })),
    ).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Caller identity must come from the gateway',
    });
    await expect(
      withoutGatewayKey(() => tenancy.ListTenantAdmins({ tenant_id: owner.tenantId })),
    ).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Caller identity must come from the gateway',
    });
  });

  it("signs in with the gateway's anonymous token, which a service-only lookup refuses", async () => {
    // This process signs as the gateway: an empty subject, as for a browser's sign-in.
    const identity = identityAt(env.address('identity'));
    const session = await identity.SignIn({ email: owner.email, password: PASSWORD });
    expect(session.user).toMatchObject({ id: owner.userId, email: owner.email });
    await expect(
      tenancyAt(env.address('tenancy')).ListTenantAdmins({ tenant_id: owner.tenantId }),
    ).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
      message: 'Only services may make this call',
    });
  });

  it("lists a tenant's admins for a call signed with the services' key", async () => {
    const tenancy = createGrpcClient(
      loadServiceDefinition('tenancy').Client,
      env.address('tenancy'),
      {
        deadlineMs: 10_000,
        serviceKey: serviceKey(),
      },
    );
    const { user_ids } = await tenancy.ListTenantAdmins({ tenant_id: owner.tenantId });
    expect(user_ids).toEqual([owner.userId]);
  });

  it("will not let the services' key vouch for a user", async () => {
    // A service token carried with caller metadata: the call names someone, so only the
    // gateway's token for that very metadata would do.
    const identity = identityAt(env.address('identity'));
    const token = signServiceToken(serviceKey(), '/portico.identity.v1.IdentityService/GetUser');
    await expect(
      identity.GetUser({ user_id: '' }, { userId: owner.userId, internalToken: token }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('a service calling another for the caller', () => {
  it("passes the gateway's token on: a form's file answer is checked with content", async () => {
    // Forms asks content, as the respondent, whether they uploaded the file: content believes
    // that only with the token the gateway gave forms for this very caller.
    const form = await owner.client.post<{ id: string }>('/api/forms', {
      title: 'Proof of address',
      schema: [{ id: 'q1', type: 'file', label: 'Document', required: true }],
      published: true,
    });
    expect(form.status).toBe(200);
    const fileId = await uploadFile(owner.client, pngBytes(2000), { filename: 'bill.png' });
    const sent = await owner.client.post(`/api/forms/${form.body.id}/responses`, {
      answers: { Document: `${env.url}/api/files/${fileId}/download` },
      submission_id: randomUUID(),
    });
    expect(sent.status).toBe(201);
  });
});

describe('operator calls come only from the admin command', () => {
  it('refuses SetSuperAdmin from the gateway, even for a signed-in super admin', async () => {
    const identity = identityAt(env.address('identity'));
    // This process signs as the gateway: the call is vouched for as the super admin's.
    await expect(
      identity.SetSuperAdmin(
        { email: owner.email, user_id: '', granted: true },
        { userId: superAdminId, roles: ['super_admin'] },
      ),
    ).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
      message: 'Only the admin command may make this call',
    });
    expect((await owner.client.get<{ isSuperAdmin: boolean }>('/api/me')).body.isSuperAdmin).toBe(
      false,
    );
  });

  it('refuses RotateSigningKey without the admin command token', async () => {
    const identity = identityAt(env.address('identity'));
    await expect(identity.RotateSigningKey({ emergency: true })).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
    });
    // Nothing rotated: the owner's access token still works.
    expect((await owner.client.get('/api/me')).status).toBe(200);
  });

  it("refuses an operator token made with the gateway's key or for another method", async () => {
    const identity = identityAt(env.address('identity'));
    const request = { email: owner.email, user_id: '', granted: true };
    const withGatewayKey = signOperatorToken(
      internalSigningKey(env.internalTokenPrivateKey),
      'SetSuperAdmin',
    );
    await expect(
      identity.SetSuperAdmin(request, { operatorToken: withGatewayKey }),
    ).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    const forRotation = signOperatorToken(
      internalSigningKey(env.operatorTokenPrivateKey),
      'RotateSigningKey',
    );
    await expect(
      identity.SetSuperAdmin(request, { operatorToken: forRotation }),
    ).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    const expired = signOperatorToken(
      internalSigningKey(env.operatorTokenPrivateKey),
      'SetSuperAdmin',
      Date.now() - 2 * 60_000,
    );
    await expect(identity.SetSuperAdmin(request, { operatorToken: expired })).rejects.toMatchObject(
      { code: 'PERMISSION_DENIED' },
    );
  });

  it('grants and revokes super admin through the admin command and its key', async () => {
    const address = env.address('identity');
    const key = env.operatorTokenPrivateKey;
    expect(await setSuperAdmin(address, 'grant', owner.email, key)).toMatchObject({
      isSuperAdmin: true,
    });
    expect(await setSuperAdmin(address, 'revoke', owner.email, key)).toMatchObject({
      isSuperAdmin: false,
    });
  });
});
