/**
 * The embed's signed client-context token through the real gateway and content: off by
 * default (no token), an admin turns it on, a member who may open the embed gets a token that
 * verifies with the published JWKS alone and names tenant, user, role, embed, audience = the
 * embed's origin, expiring within five minutes; members without access and other tenants get
 * 404, as if the embed did not exist.
 */
import { createPublicKey, verify, type JsonWebKey } from 'node:crypto';
import { ApiClient } from '../support/client';
import { inviteMember, signUpWorkspace } from '../support/journeys';
import { useE2eStack } from '../support/prologue';

jest.setTimeout(180_000);

const env = useE2eStack();

// A public address literal: SSRF-safe without DNS (the framing outcome does not matter here).
const EMBED_URL = 'https://93.184.216.34/board?view=1';
const EMBED_ORIGIN = 'https://93.184.216.34';

interface Token {
  token: string;
  expires_at: string;
}

/** Verifies as a tool would: only the published keys, nothing shared with the portal. */
async function verifyWithPublishedKeys(token: string): Promise<Record<string, unknown>> {
  const published = await new ApiClient(env.url).get<{ keys: (JsonWebKey & { kid: string })[] }>(
    '/.well-known/portico-embed-keys.json',
  );
  expect(published.status).toBe(200);
  const [head, body, signature] = token.split('.') as [string, string, string];
  const header = JSON.parse(Buffer.from(head, 'base64url').toString()) as {
    alg: string;
    kid: string;
  };
  expect(header.alg).toBe('EdDSA');
  const jwk = published.body.keys.find((k) => k.kid === header.kid);
  expect(jwk).toBeDefined();
  // No private part is ever published.
  expect(jwk).not.toHaveProperty('d');
  const key = createPublicKey({ key: jwk!, format: 'jwk' });
  expect(
    verify(null, Buffer.from(`${head}.${body}`), key, Buffer.from(signature, 'base64url')),
  ).toBe(true);
  return JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
}

it('gives a member a token for an embed only once an admin turned passing context on, verifiable with the published keys', async () => {
  const a = await signUpWorkspace(env.url, 'Context Studio');
  const member = await inviteMember(a.client, 'role1');
  const created = await a.client.post<{ embed: { id: string; pass_context: boolean } }>(
    '/api/embeds',
    { title: 'Board', provider: 'custom', url: EMBED_URL, embed_type: 'role', role: 'all' },
  );
  expect(created.status).toBe(201);
  const id = created.body.embed.id;
  expect(created.body.embed.pass_context).toBe(false);

  // Off by default: no token, and the page learns nothing more than "not found".
  expect((await member.client.get(`/api/embeds/${id}/context-token`)).status).toBe(404);

  const on = await a.client.call<{ pass_context: boolean }>(
    'PUT',
    `/api/embeds/${id}/pass-context`,
    { pass_context: true },
  );
  expect(on.status).toBe(200);
  expect(on.body.pass_context).toBe(true);
  const seen = await member.client.get<{ embeds: { id: string; pass_context: boolean }[] }>(
    `/api/embeds?id=${id}`,
  );
  expect(seen.body.embeds[0]?.pass_context).toBe(true);

  const before = Math.floor(Date.now() / 1000);
  const minted = await member.client.get<Token>(`/api/embeds/${id}/context-token`);
  expect(minted.status).toBe(200);
  expect(minted.headers.get('cache-control')).toBe('no-store');
  const claims = await verifyWithPublishedKeys(minted.body.token);
  expect(claims).toMatchObject({
    tenant_id: a.tenantId,
    user_id: member.userId,
    sub: member.userId,
    role: 'role1',
    embed_id: id,
    aud: EMBED_ORIGIN,
  });
  const exp = claims.exp as number;
  expect(exp).toBeGreaterThan(before);
  expect(exp - before).toBeLessThanOrEqual(300 + 1);
  expect(new Date(minted.body.expires_at).getTime()).toBe(exp * 1000);

  // Off again: the next page load gets no token.
  await a.client.call('PUT', `/api/embeds/${id}/pass-context`, { pass_context: false });
  expect((await member.client.get(`/api/embeds/${id}/context-token`)).status).toBe(404);
});

it('answers 404 to a member without access to the embed and to another tenant’s member', async () => {
  const a = await signUpWorkspace(env.url, 'Context Private');
  const owner = await inviteMember(a.client, 'role2');
  const colleague = await inviteMember(a.client, 'role2');
  const created = await a.client.post<{ embed: { id: string } }>('/api/embeds', {
    title: 'Just for one',
    provider: 'custom',
    url: EMBED_URL,
    embed_type: 'user',
    user_id: owner.userId,
    pass_context: true,
  });
  expect(created.status).toBe(201);
  const id = created.body.embed.id;

  expect((await owner.client.get(`/api/embeds/${id}/context-token`)).status).toBe(200);
  expect((await colleague.client.get(`/api/embeds/${id}/context-token`)).status).toBe(404);

  const b = await signUpWorkspace(env.url, 'Context Elsewhere');
  expect((await b.client.get(`/api/embeds/${id}/context-token`)).status).toBe(404);
  // Naming tenant A with tenant B's session is refused before content is asked.
  const own = b.client.tenantId;
  b.client.tenantId = a.tenantId;
  expect((await b.client.get(`/api/embeds/${id}/context-token`)).status).toBe(403);
  b.client.tenantId = own;
  // Only admins change the setting.
  const turn = await owner.client.call('PUT', `/api/embeds/${id}/pass-context`, {
    pass_context: false,
  });
  expect(turn.status).toBe(403);
  expect((await owner.client.get(`/api/embeds/${id}/context-token`)).status).toBe(200);
});
