/**
 * Task templates (issue 28 item 1): staff keep checklists ("Client onboarding") for a role;
 * when someone accepts an invitation for that role (tenancy's MembershipEvent.accepted,
 * events/onboarding.ts), each item becomes their task in that one transaction: a to-do, a
 * form to fill (done when they answer it), a file request, or the approval of one of the
 * tenant's files (a round for its version current then, done when they decide), due some days
 * after they join.
 */
import { randomUUID } from 'node:crypto';
import { forbidden, invalid, notFound, type Database, type Tx } from '@portico/kit';
import * as templates from '../store/taskTemplates';
import type { TemplateItem, TemplateItemKind, TemplateRow } from '../store/taskTemplates';
import { findFile } from '../store/files';
import { isAdmin, type Viewer } from './access';
import { requestApprovalIn } from './approvalActions';
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
const KINDS: readonly TemplateItemKind[] = ['todo', 'form', 'file_request', 'approval'];

export interface ItemRequest {
  title: string;
  description: string;
  kind: string;
  hasDue: boolean;
  dueInDays: number;
  formId: string;
  fileCount: number;
  acceptedTypes: readonly string[];
  fileId: string;
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
  if (!kind)
    throw invalid(
      `Item ${n} is a to-do, a form, a file request or an approval of a file`,
      'item_kind',
    );
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
  if (kind === 'approval' && !UUID.test(raw.fileId.trim()))
    throw invalid(`Item ${n}: choose the file to approve`, 'item_file');
  return {
    title,
    description,
    kind,
    due_in_days: raw.hasDue ? raw.dueInDays : null,
    form_id: kind === 'form' ? raw.formId.trim() : null,
    file_count: fileRequest ? raw.fileCount : null,
    accepted_types: fileRequest ? acceptedTypesOf(raw.acceptedTypes) : [],
    file_id: kind === 'approval' ? raw.fileId.trim() : null,
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
  return db.tenantTransaction(tenantId, async (tx) => {
    // A file to approve must be one of this tenant's (row-level security hides the others).
    for (const [i, item] of items.entries())
      if (item.file_id && !(await findFile(tx, item.file_id)))
        throw invalid(`Item ${i + 1}: the file to approve was not found`, 'item_file');
    return templates.insertTemplate(tx, {
      id: randomUUID(),
      tenant_id: tenantId,
      name,
      role_key: roleKey,
      items,
      created_by: viewer.userId,
    });
  });
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
      } else if (item.kind === 'approval' && item.file_id && (await findFile(tx, item.file_id))) {
        // Staff's own request (approvalActions.ts) for the version current now; deciding it,
        // either way, is what the task asks (decideApproval completes linked tasks).
        const { approval } = await requestApprovalIn(tx, tenantId, author, {
          fileId: item.file_id,
          versionId: '',
          approverIds: [userId],
          message: item.description,
        });
        await insertTaskIn(tx, tenantId, author, {
          title: item.title,
          description: item.description,
          dueOn,
          linkKind: 'approval',
          linkId: approval.id,
          assigneeIds: [userId],
          roles: [],
        });
      } else
        // A to-do, a form, or an approval whose file was deleted since: the person still
        // gets the item, to tick by hand.
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
