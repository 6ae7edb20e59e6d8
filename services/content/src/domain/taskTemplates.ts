/**
 * Task templates (issue 28 item 1): staff keep checklists ("Client onboarding") for a role;
 * when someone accepts an invitation for that role (tenancy's MembershipEvent.accepted,
 * events/onboarding.ts), each item becomes their task in that one transaction: a to-do, a
 * form to fill (done when they answer it) or a file request, due some days after they join.
 */
import { randomUUID } from 'node:crypto';
import { forbidden, invalid, notFound, type Database, type Tx } from '@portico/kit';
import * as templates from '../store/taskTemplates';
import type { TemplateItem, TemplateItemKind, TemplateRow } from '../store/taskTemplates';
import { isAdmin, type Viewer } from './access';
import { UUID } from './fileReach';
import {
  acceptedTypesOf,
  fileRequestOf,
  insertFileRequestIn,
  MAX_FILES,
} from './fileRequestActions';
import { insertTaskIn } from './taskActions';

export const TEMPLATE_NOT_FOUND = 'Template not found';
export const MAX_ITEMS = 50;
const KINDS: readonly TemplateItemKind[] = ['todo', 'form', 'file_request'];

export interface ItemRequest {
  title: string;
  description: string;
  kind: string;
  hasDue: boolean;
  dueInDays: number;
  formId: string;
  fileCount: number;
  acceptedTypes: readonly string[];
}

export interface NewTemplate {
  name: string;
  roleKey: string;
  items: readonly ItemRequest[];
}

const requireAdmin = (viewer: Viewer) => {
  if (!isAdmin(viewer)) throw forbidden('Only staff can manage task templates', 'not_admin');
};

/** One item as asked, checked; `n` counts from 1 in the messages. */
function itemOf(raw: ItemRequest, n: number): TemplateItem {
  const title = raw.title.trim();
  if (title === '' || title.length > 200)
    throw invalid(`Item ${n} needs a title of at most 200 characters`, 'item_title');
  const description = raw.description.trim();
  if (description.length > 4000)
    throw invalid(`Item ${n}: a description has at most 4000 characters`, 'item_description');
  const kind = KINDS.find((k) => k === (raw.kind.trim() || 'todo'));
  if (!kind) throw invalid(`Item ${n} is a to-do, a form or a file request`, 'item_kind');
  if (raw.hasDue && (!Number.isInteger(raw.dueInDays) || raw.dueInDays < 0 || raw.dueInDays > 365))
    throw invalid(`Item ${n} is due 0 to 365 days after joining`, 'item_due');
  if (kind === 'form' && !UUID.test(raw.formId.trim()))
    throw invalid(`Item ${n}: choose the form to fill`, 'item_form');
  const fileRequest = kind === 'file_request';
  if (
    fileRequest &&
    (!Number.isInteger(raw.fileCount) || raw.fileCount < 1 || raw.fileCount > MAX_FILES)
  )
    throw invalid(`Item ${n}: ask for 1 to ${MAX_FILES} files`, 'item_file_count');
  return {
    title,
    description,
    kind,
    due_in_days: raw.hasDue ? raw.dueInDays : null,
    form_id: kind === 'form' ? raw.formId.trim() : null,
    file_count: fileRequest ? raw.fileCount : null,
    accepted_types: fileRequest ? acceptedTypesOf(raw.acceptedTypes) : [],
  };
}

export async function createTemplate(
  db: Database,
  tenantId: string,
  viewer: Viewer,
  asked: NewTemplate,
): Promise<TemplateRow> {
  requireAdmin(viewer);
  const name = asked.name.trim();
  if (name === '' || name.length > 120)
    throw invalid('Give the template a name of at most 120 characters', 'name');
  const roleKey = asked.roleKey.trim();
  if (roleKey === '' || roleKey.length > 60)
    throw invalid('Choose the role whose new members get it', 'role_key');
  if (asked.items.length === 0) throw invalid('Add at least one item', 'no_items');
  if (asked.items.length > MAX_ITEMS)
    throw invalid(`A template has at most ${MAX_ITEMS} items`, 'too_many_items');
  const items = asked.items.map((item, i) => itemOf(item, i + 1));
  return db.tenantTransaction(tenantId, (tx) =>
    templates.insertTemplate(tx, {
      id: randomUUID(),
      tenant_id: tenantId,
      name,
      role_key: roleKey,
      items,
      created_by: viewer.userId,
    }),
  );
}

export async function listTemplates(db: Database, tenantId: string, viewer: Viewer) {
  requireAdmin(viewer);
  return db.tenantTransaction(tenantId, (tx) => templates.listTemplates(tx));
}

export async function deleteTemplate(db: Database, tenantId: string, viewer: Viewer, id: string) {
  requireAdmin(viewer);
  return db.tenantTransaction(tenantId, async (tx) => {
    if (!UUID.test(id) || !(await templates.deleteTemplate(tx, id)))
      throw notFound(TEMPLATE_NOT_FOUND, 'template_not_found');
  });
}

/** The day `days` after `from` (YYYY-MM-DD, UTC days as everywhere in tasks). */
const dayAfter = (from: Date, days: number) =>
  new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Gives the person who just joined with `roleKey` every item of that role's templates, as
 * their own tasks, in the caller's (the consumer's) transaction; answers how many. The
 * template's author stands as who asked.
 */
export async function applyTemplates(
  tx: Tx,
  tenantId: string,
  userId: string,
  roleKey: string,
  joinedAt: Date,
): Promise<number> {
  let made = 0;
  for (const template of await templates.listTemplates(tx, roleKey)) {
    const author: Viewer = { userId: template.created_by, roles: ['admin'] };
    for (const item of template.items) {
      const dueOn = item.due_in_days === null ? '' : dayAfter(joinedAt, item.due_in_days);
      if (item.kind === 'file_request') {
        const asked = fileRequestOf({
          userId,
          title: item.title,
          description: item.description,
          fileCount: item.file_count ?? 1,
          acceptedTypes: item.accepted_types,
          dueOn,
        });
        await insertFileRequestIn(tx, tenantId, author, asked);
      } else
        await insertTaskIn(tx, tenantId, author, {
          title: item.title,
          description: item.description,
          dueOn,
          linkKind: item.kind === 'form' ? 'form' : '',
          linkId: item.form_id ?? '',
          assigneeIds: [userId],
          roles: [],
        });
      made += 1;
    }
  }
  return made;
}
