/**
 * The embed page's client-context token: minted here, never in the browser, for an embed the
 * caller may open (the same rule as GetEmbed) whose admin turned pass_context on. Anything
 * else answers NOT_FOUND, so the call tells a stranger nothing about the embed.
 */
import { DomainError, notFound } from '@portico/kit';
import type { Viewer } from './access';
import { EMBED_NOT_FOUND, getEmbed, type EmbedDeps } from './embedActions';
import type { ContextSigner } from './contextToken';

/** The tenant role a tool should see: super_admin only when that is all the caller is. */
export function contextRole(viewer: Viewer): string {
  return viewer.roles.find((role) => role !== 'super_admin') ?? viewer.roles[0] ?? '';
}

export async function mintEmbedContextToken(
  deps: EmbedDeps,
  signer: ContextSigner,
  tenantId: string,
  viewer: Viewer,
  id: string,
) {
  const row = await getEmbed(deps, tenantId, viewer, id).catch((error: unknown) => {
    // No access reads as absence: a member must not learn which embed ids exist.
    throw error instanceof DomainError && error.code === 'PERMISSION_DENIED'
      ? notFound(EMBED_NOT_FOUND, 'embed_not_found')
      : error;
  });
  if (!row.pass_context || !row.is_active) throw notFound(EMBED_NOT_FOUND, 'embed_not_found');
  return signer.mint({
    tenantId,
    userId: viewer.userId,
    role: contextRole(viewer),
    embedId: row.id,
    audience: new URL(row.url).origin,
  });
}
