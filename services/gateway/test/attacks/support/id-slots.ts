/**
 * Where an operation takes an object's id (its path, query or body) and which kind of object
 * that id names, read from the document: a parameter or field named `id`/`ids` names the kind
 * of the path segment it belongs to (`/api/forms/{id}` a form, `/api/embeds/reorder`'s `ids`
 * embeds); one named after a kind (`user_id`, `formId`, `target_tenant_id`) names that kind.
 * A slot whose kind is unknown is reported, so a new route fails the suite with a message
 * saying what to add.
 */
import { fieldsOf, type Field, type Operation } from './document';
import type { FixtureKind } from './victim';

/** The collection a path segment names. */
const SEGMENT_KINDS: Record<string, FixtureKind> = {
  users: 'user',
  files: 'file',
  uploads: 'upload',
  embeds: 'embed',
  forms: 'form',
  'form-responses': 'response',
  webhooks: 'webhook',
  // POST /api/integrations/webhooks/replay takes a delivery's id.
  replay: 'delivery',
  'api-keys': 'api key',
  domains: 'domain',
  tenants: 'tenant',
  'tenant-users': 'tenant',
  folders: 'folder',
  approvals: 'approval',
  tasks: 'task',
  'task-templates': 'task template',
  'file-requests': 'file request',
  invoices: 'invoice',
  retainers: 'retainer',
  conversations: 'conversation',
  messages: 'message',
};

/** Parameters and fields named after the kind they hold, wherever they appear. */
const NAME_KINDS: Record<string, FixtureKind> = {
  user_id: 'user',
  userId: 'user',
  user_ids: 'user',
  targetUserId: 'user',
  assigned_user_id: 'user',
  tenant_id: 'tenant',
  tenantId: 'tenant',
  tenantIds: 'tenant',
  target_tenant_id: 'tenant',
  form_id: 'form',
  formId: 'form',
  // Client payments: an invoice's or a retainer's client is a member of the tenant.
  client_id: 'user',
  clientId: 'user',
  clientIds: 'user',
  // A custom domain is named by itself (DELETE /api/domains?domain=…, POST /api/domains-verify).
  domain: 'domain',
  owner_user_id: 'user',
  approver_ids: 'user',
  folder_id: 'folder',
  parent_id: 'folder',
  versionId: 'version',
  version_id: 'version',
  participant_user_ids: 'user',
  assignee_id: 'user',
  attachment_file_ids: 'file',
  fileId: 'file',
  conversation_id: 'conversation',
};

/**
 * Id-like names that name no object of a tenant, each with the reason; anything else id-like
 * must have a kind.
 */
export const NOT_OBJECT_IDS: Record<string, string> = {
  submission_id: 'made by the browser: the idempotency key of one form submission',
  checkoutSessionId: "the payment provider's checkout session, checked with the provider",
  session_id: "the payment provider's checkout session, checked with the provider",
  client_message_id: 'made by the browser: the idempotency key of one message',
  last_event_id: "a position in the tenant's live stream log, not an object",
};

const ID_LIKE = /^(id|ids)$|_ids?$|[a-z]Ids?$/;

export interface IdSlot {
  in: 'path' | 'query' | 'body';
  name: string;
  /** For body fields: where the id goes (an array field takes a one-id list). */
  field?: Field;
  kind?: FixtureKind;
  /** Array of ids (the slot takes `[id]`). */
  many: boolean;
}

const staticSegments = (path: string) =>
  path.split('/').filter((s) => s && s !== 'api' && !s.startsWith('{'));

function kindOf(name: string, segmentsBefore: string[]): FixtureKind | undefined {
  if (NAME_KINDS[name]) return NAME_KINDS[name];
  if (name !== 'id' && name !== 'ids') return undefined;
  for (const segment of [...segmentsBefore].reverse()) {
    if (SEGMENT_KINDS[segment]) return SEGMENT_KINDS[segment];
  }
  return undefined;
}

const isIdName = (name: string) =>
  !(name in NOT_OBJECT_IDS) && (ID_LIKE.test(name) || name in NAME_KINDS);

/** Every slot of `op` that takes an object's id. */
export function idSlotsOf(op: Operation): IdSlot[] {
  const slots: IdSlot[] = [];
  for (const param of op.parameters) {
    if (param.in !== 'path' && param.in !== 'query') continue;
    const uuid = param.schema.format === 'uuid';
    if (!isIdName(param.name) && !(uuid && !(param.name in NOT_OBJECT_IDS))) continue;
    const before =
      param.in === 'path'
        ? staticSegments(op.path.slice(0, op.path.indexOf(`{${param.name}}`)))
        : staticSegments(op.path);
    slots.push({ in: param.in, name: param.name, kind: kindOf(param.name, before), many: false });
  }
  if (op.jsonBody) {
    for (const field of fieldsOf(op.jsonBody)) {
      const uuid =
        field.schema.format === 'uuid' ||
        field.schema.items?.format === 'uuid' ||
        field.schema.anyOf?.some((s) => s.format === 'uuid');
      if (!isIdName(field.name) && !(uuid && !(field.name in NOT_OBJECT_IDS))) continue;
      // Ids inside a list of things (a form's question ids) are the thing's own, not a tenant object's.
      if (field.path.some((p) => typeof p === 'number')) continue;
      slots.push({
        in: 'body',
        name: field.name,
        field,
        kind: kindOf(field.name, staticSegments(op.path)),
        many: field.schema.type === 'array',
      });
    }
  }
  return slots;
}
