/**
 * What callers do with embeds: create (validated, SSRF-checked, framing-checked), list for
 * the manager or by the visibility rule, get one by the same rule, toggle, reorder, delete.
 * Each change publishes EmbedEvent in its transaction.
 */
import { randomUUID } from 'node:crypto';
import { forbidden, invalid, notFound, type Database } from '@portico/kit';
import { publishEmbedChanged } from '../events/publish';
import * as embeds from '../store/embeds';
import type { EmbedRow } from '../store/embeds';
import { canSeeEmbed, isAdmin, isSuperAdmin, type Viewer } from './access';
import { NO_ACCESS, validateEmbed, type EmbedDraft } from './embeds';
import { framingWarning, type FramingDecision } from './network';

export interface EmbedDeps {
  db: Database;
  /** Refuses URLs whose host is or resolves to an SSRF-unsafe address. */
  assertSafeHost(url: URL): Promise<void>;
  probeFraming(url: URL): Promise<FramingDecision>;
}

export const EMBED_NOT_FOUND = 'Embed not found';

/** passContext: the embed page appends a signed client-context token (off unless chosen). */
export type NewEmbedDraft = EmbedDraft & {
  isActive: boolean;
  sortOrder: number;
  passContext?: boolean;
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function requireAdmin(viewer: Viewer): void {
  if (!isAdmin(viewer)) throw forbidden('Only admins can manage embeds', 'not_admin');
}

export interface FramingResult extends FramingDecision {
  warning: string;
}

const withWarning = (decision: FramingDecision): FramingResult => ({
  ...decision,
  warning: framingWarning(decision),
});

async function create(
  deps: EmbedDeps,
  tenantId: string,
  viewer: Viewer,
  draft: NewEmbedDraft,
  superAdminEmbed: boolean,
): Promise<{ embed: EmbedRow; framing: FramingResult }> {
  const valid = validateEmbed(draft);
  await deps.assertSafeHost(valid.url);
  const framing = withWarning(await deps.probeFraming(valid.url));
  const embed = await deps.db.tenantTransaction(tenantId, async (tx) => {
    const row = await embeds.insertEmbed(tx, {
      id: randomUUID(),
      tenant_id: tenantId,
      title: valid.title,
      provider: valid.provider,
      url: valid.url.toString(),
      embed_type: valid.embedType,
      user_id: valid.userId,
      role: valid.role,
      is_active: draft.isActive,
      is_super_admin_embed: superAdminEmbed,
      sort_order: draft.sortOrder,
      framing: framing.framing,
      pass_context: draft.passContext === true,
      created_by: viewer.userId,
    });
    await publishEmbedChanged(tx, 'created', row, viewer.userId);
    return row;
  });
  return { embed, framing };
}

export async function createEmbed(
  deps: EmbedDeps,
  tenantId: string,
  viewer: Viewer,
  draft: NewEmbedDraft,
) {
  requireAdmin(viewer);
  return create(deps, tenantId, viewer, draft, false);
}

/** A super admin's embed lives in the target tenant, aimed at its roles or one of its users. */
export async function createSuperEmbed(
  deps: EmbedDeps,
  viewer: Viewer,
  targetTenantId: string,
  draft: NewEmbedDraft,
) {
  if (!isSuperAdmin(viewer))
    throw forbidden('Only super admins can target other tenants', 'not_super_admin');
  if (!UUID.test(targetTenantId)) throw invalid('Please choose a tenant', 'missing_tenant');
  return create(deps, targetTenantId, viewer, draft, true);
}

export async function listSuperEmbeds(deps: EmbedDeps, viewer: Viewer, targetTenantId: string) {
  if (!isSuperAdmin(viewer))
    throw forbidden('Only super admins can see every tenant’s embeds', 'not_super_admin');
  if (targetTenantId && !UUID.test(targetTenantId)) throw invalid('Unknown tenant', 'tenant');
  return embeds.listSuperEmbeds(deps.db, targetTenantId || undefined);
}

export async function listEmbeds(
  deps: EmbedDeps,
  tenantId: string,
  viewer: Viewer,
  filter: { query: string; embedType: string; status: string },
) {
  requireAdmin(viewer);
  return deps.db.tenantTransaction(tenantId, (tx) =>
    embeds.listEmbeds(tx, {
      query: filter.query.trim() || undefined,
      embedType:
        filter.embedType === 'user' || filter.embedType === 'role' ? filter.embedType : undefined,
      active: filter.status === 'active' ? true : filter.status === 'inactive' ? false : undefined,
    }),
  );
}

/** The distinct origins of the tenant's active embeds, for the embed page's frame-src. */
export async function listEmbedOrigins(deps: EmbedDeps, tenantId: string): Promise<string[]> {
  const rows = await deps.db.tenantTransaction(tenantId, (tx) =>
    embeds.listEmbeds(tx, { active: true }),
  );
  return [...new Set(rows.map((row) => new URL(row.url).origin))].sort();
}

/** Active embeds the viewer may see, in sort_order. */
export async function listVisibleEmbeds(deps: EmbedDeps, tenantId: string, viewer: Viewer) {
  const rows = await deps.db.tenantTransaction(tenantId, (tx) =>
    embeds.listEmbeds(tx, { active: true }),
  );
  return rows.filter((row) => canSeeEmbed(viewer, row));
}

export async function findEmbed(deps: EmbedDeps, tenantId: string, id: string): Promise<EmbedRow> {
  const row = UUID.test(id)
    ? await deps.db.tenantTransaction(tenantId, (tx) => embeds.findEmbed(tx, id))
    : null;
  if (!row) throw notFound(EMBED_NOT_FOUND, 'embed_not_found');
  return row;
}

/**
 * One embed (the /embed/{id} page) by exactly the rule that lists them (docs/product.md §6), for admins
 * too: an admin reaches 'admin' and 'all' role embeds and their own; the manager lists the rest.
 */
export async function getEmbed(deps: EmbedDeps, tenantId: string, viewer: Viewer, id: string) {
  const row = await findEmbed(deps, tenantId, id);
  if (!canSeeEmbed(viewer, row)) throw forbidden(NO_ACCESS, 'no_access');
  return row;
}

async function change(
  deps: EmbedDeps,
  tenantId: string,
  viewer: Viewer,
  id: string,
  kind: 'updated' | 'deleted',
  apply: (
    tx: Parameters<Parameters<Database['tenantTransaction']>[1]>[0],
  ) => Promise<EmbedRow | null>,
): Promise<EmbedRow> {
  requireAdmin(viewer);
  if (!UUID.test(id)) throw notFound(EMBED_NOT_FOUND, 'embed_not_found');
  return deps.db.tenantTransaction(tenantId, async (tx) => {
    const row = await apply(tx);
    if (!row) throw notFound(EMBED_NOT_FOUND, 'embed_not_found');
    await publishEmbedChanged(tx, kind, row, viewer.userId);
    return row;
  });
}

export const setEmbedActive = (
  deps: EmbedDeps,
  tenantId: string,
  viewer: Viewer,
  id: string,
  active: boolean,
) => change(deps, tenantId, viewer, id, 'updated', (tx) => embeds.setActive(tx, id, active));

export const setEmbedPassContext = (
  deps: EmbedDeps,
  tenantId: string,
  viewer: Viewer,
  id: string,
  passContext: boolean,
) =>
  change(deps, tenantId, viewer, id, 'updated', (tx) => embeds.setPassContext(tx, id, passContext));

export const deleteEmbed = (deps: EmbedDeps, tenantId: string, viewer: Viewer, id: string) =>
  change(deps, tenantId, viewer, id, 'deleted', (tx) => embeds.deleteEmbedRow(tx, id));

export async function reorderEmbeds(
  deps: EmbedDeps,
  tenantId: string,
  viewer: Viewer,
  ids: string[],
) {
  requireAdmin(viewer);
  if (ids.some((id) => !UUID.test(id)) || new Set(ids).size !== ids.length)
    throw invalid('Reorder needs each embed id once', 'ids');
  return deps.db.tenantTransaction(tenantId, async (tx) => {
    await embeds.reorder(tx, ids);
    const rows = await embeds.listEmbeds(tx);
    for (const row of rows.filter((r) => ids.includes(r.id)))
      await publishEmbedChanged(tx, 'updated', row, viewer.userId);
    return rows;
  });
}

/** Runs the framing check again and keeps its outcome on the embed. */
export async function checkEmbedFraming(
  deps: EmbedDeps,
  tenantId: string,
  viewer: Viewer,
  id: string,
) {
  requireAdmin(viewer);
  const row = await findEmbed(deps, tenantId, id);
  const url = new URL(row.url);
  await deps.assertSafeHost(url);
  const framing = withWarning(await deps.probeFraming(url));
  await deps.db.tenantTransaction(tenantId, (tx) => embeds.setFraming(tx, id, framing.framing));
  return framing;
}
