/**
 * Cross-tenant id swaps (issue 24 item 8): for every declared route that takes an object's id
 * in its path, query or body, tenant B's admin sends tenant A's real id, once in B's own
 * workspace (B's x-tenant-id) and once naming A's (A's x-tenant-id). Routes come from the
 * running gateway's OpenAPI document, so a new one is attacked without anyone writing a test;
 * one whose id names a kind the suite has no fixture for fails, naming the kind to add.
 *
 * What the product promises (docs/product.md §6, docs/product.md §7: tenants never see each other's data):
 * an id in the path is answered 403 or 404, never the object; an id in a query or body
 * (a filter, a list of ids) is refused (4xx) or shows nothing of A's; whatever B sends,
 * A's objects read back exactly as before; and B's own workspace keeps none of A's ids (a
 * write that accepted one, an embed for A's member, would hold it). The public routes (the authorization table's
 * `anyone`: a checkout session id, a brand asset's hash, where the id is the capability) and
 * the console's routes (`super admin`: refused to every tenant admin by role before any id is
 * read, which the authorization matrix holds) are not swapped.
 *
 * Size: 43 routes × 2 headers today, 86 requests at four at a time, after tenant A's
 * fixtures (two workspaces, a member, one object of each kind): about 10 s on the CI machine.
 */
import { randomUUID } from 'node:crypto';
import { AUTHORIZATION_TABLE, routeKey } from '../support/authorization-table';
import { PASSWORD } from '../support/client';
import { useE2eStack } from '../support/prologue';
import { readOperations, type Operation } from './support/document';
import { idSlotsOf, type IdSlot } from './support/id-slots';
import { filledPath, filledQuery, TUS_PATCH } from './support/requests';
import { sampleOf, withValueAt } from './support/samples';
import { inParallel, send, type Answer, type Sent } from './support/send';
import {
  FIXTURE_KINDS,
  makeAttacker,
  makeVictim,
  PUBLIC_URL_LITERAL,
  readBack,
  type Victim,
} from './support/victim';

jest.setTimeout(240_000);

/** Audiences whose routes are not swapped, and why (see the header). */
const NOT_SWAPPED = new Set(['anyone', 'super admin']);

/**
 * Bodies that are valid but for the foreign id, so a refusal is the id's: the sampled body of
 * these routes would be refused for another reason first (a made-up role, a question type).
 */
const SWAP_BODIES: Record<string, () => Record<string, unknown>> = {
  'POST /api/forms': () => ({
    title: 'Swapped',
    schema: [{ id: 'q1', type: 'short_answer', label: 'Company', required: false }],
    published: true,
  }),
  'PATCH /api/forms': () => ({ status: 'archived' }),
  'POST /api/task-templates': () => ({
    name: 'Swapped',
    role_key: 'role2',
    items: [{ title: 'Fill it', kind: 'form', form_id: randomUUID() }],
  }),
  'POST /api/forms/{id}/responses': () => ({
    answers: { Company: 'swapped' },
    submission_id: randomUUID(),
  }),
  'PUT /api/forms/{id}/draft-answers': () => ({ answers: { Company: 'swapped' } }),
  'POST /api/embeds': () => ({
    title: 'Swapped',
    provider: 'custom',
    url: PUBLIC_URL_LITERAL,
    embed_type: 'user',
    is_active: true,
  }),
  'PATCH /api/users/{id}': () => ({ role: 'role2' }),
  'POST /api/users/bulk-role': () => ({ role: 'role2' }),
  'POST /api/users/bulk-delete': () => ({ delete_files: true }),
  'POST /api/tenant/ownership': () => ({ password: PASSWORD }),
  'PUT /api/embeds/{id}/pass-context': () => ({ pass_context: true }),
  'PATCH /api/embeds': () => ({ is_active: false }),
  'POST /api/approvals/{id}/decision': () => ({ decision: 'approved', sha256: 'a'.repeat(64) }),
};

const env = useE2eStack();
let victim: Victim;
let attacker: Awaited<ReturnType<typeof makeAttacker>>;
let operations: Operation[];

beforeAll(async () => {
  [victim, attacker] = await Promise.all([makeVictim(env.url), makeAttacker(env.url)]);
  operations = await readOperations(env.url);
});
afterAll(() => {
  victim?.receiver.close();
});

const audienceOf = (op: Operation) =>
  AUTHORIZATION_TABLE.find((row) => routeKey(row.method, row.path) === op.key)?.audience;

function swapTargets(): { op: Operation; slots: IdSlot[] }[] {
  return operations
    .filter((op) => !NOT_SWAPPED.has(audienceOf(op) ?? ''))
    .map((op) => ({ op, slots: idSlotsOf(op) }))
    .filter(({ slots }) => slots.length > 0);
}

/** B's request for `op` carrying A's ids in every slot. */
function swapRequest(op: Operation, slots: IdSlot[]): Omit<Sent, 'tenant'> {
  const idFor = (slot: IdSlot) => victim.ids[slot.kind!];
  const path = filledPath(op, slots, idFor) + filledQuery(op, slots, idFor);
  const bearer = audienceOf(op) === 'api key' ? attacker.apiKey : undefined;
  if (op.bodyMedia === TUS_PATCH) {
    const bytes = 'x'.repeat(16);
    const headers = { 'tus-resumable': '1.0.0', 'upload-offset': '0' };
    return { method: op.method, path, bearer, raw: { bytes, type: TUS_PATCH, headers } };
  }
  if (!op.jsonBody) return { method: op.method, path, bearer };
  let body = SWAP_BODIES[op.key]?.() ?? sampleOf(op.jsonBody, { password: PASSWORD });
  for (const slot of slots.filter((s) => s.in === 'body')) {
    const id = idFor(slot);
    body = withValueAt(body, slot.field!.path, slot.many ? [id] : id);
  }
  return { method: op.method, path, bearer, body };
}

/**
 * What of A's an answer shows: its marker or any of its fixtures' ids, once what B sent is
 * taken out of it (an answer may repeat B's own input, as a domain name B claims, and that
 * shows B nothing new).
 */
function leaks(answer: Answer, sentIds: string[]): string[] {
  const rest = sentIds.reduce((text, id) => text.split(id).join(''), answer.text);
  const secrets = [victim.marker, ...Object.values(victim.ids)];
  return secrets.filter((secret) => rest.includes(secret));
}

/**
 * What B's own workspace holds after the swaps, as B's admin lists it: an answer that only
 * repeats B's input shows nothing, but a write that kept A's id (an embed for A's member) would
 * now sit in B's data. A's domain name is left out: B may claim a name A has not verified.
 */
async function attackersView(): Promise<string> {
  const lists = [
    '/api/embeds/manage',
    '/api/forms',
    '/api/users?page_size=100',
    '/api/files',
    '/api/integrations/webhooks',
    '/api/integrations/api-keys',
  ];
  const answers = [];
  for (const path of lists) {
    const answer = await send(attacker.client, { method: 'GET', path, tenant: attacker.tenantId });
    answers.push(answer.text);
  }
  return answers.join('\n').split(victim.ids.domain).join('');
}

describe('cross-tenant id swaps: tenant B’s admin sends tenant A’s ids', () => {
  it('knows the kind of every id a swappable route takes', () => {
    const unknown = swapTargets().flatMap(({ op, slots }) =>
      slots
        .filter((slot) => !slot.kind)
        .map(
          (slot) =>
            `${op.key}: its ${slot.in} ${slot.name} names no kind the suite has a fixture for ` +
            `(${FIXTURE_KINDS.join(', ')}). Make one in test/attacks/support/victim.ts and map ` +
            'the segment or name in test/attacks/support/id-slots.ts',
        ),
    );
    expect(unknown).toEqual([]);
  });

  it('is answered 403 or 404 for an id in the path, and shows nothing of A’s for one in a query or body, with either tenant’s header', async () => {
    const before = await readBack(victim);
    const targets = swapTargets().filter(({ slots }) => slots.every((s) => s.kind));
    const cases = targets.flatMap(({ op, slots }) =>
      [attacker.tenantId, victim.tenantId].map((tenant) => ({ op, slots, tenant })),
    );
    const wrong = (
      await inParallel(cases, 4, async ({ op, slots, tenant }) => {
        const request = { ...swapRequest(op, slots), tenant };
        const answer = await send(attacker.client, request);
        const header = tenant === victim.tenantId ? "A's header" : "B's header";
        const inPath = slots.some((s) => s.in === 'path');
        // A 401 is the suite's own failure (B's session or key not taken), except for B's API
        // key sent for A's workspace: tenancy checks a key against the tenant named only.
        const keyForA = audienceOf(op) === 'api key' && tenant === victim.tenantId;
        const refused = inPath
          ? [403, 404].includes(answer.status) || (answer.status === 401 && keyForA)
          : answer.status >= 400 && answer.status < 500 && (answer.status !== 401 || keyForA);
        const shown = leaks(answer, [...new Set(slots.map((slot) => victim.ids[slot.kind!]))]);
        const ok = refused || (!inPath && answer.status < 300 && shown.length === 0);
        return ok && shown.length === 0
          ? undefined
          : `${op.key} with ${header}: ${answer.status} ${answer.text.slice(0, 300)}` +
              (shown.length ? ` (shows A's ${shown.join(', ')})` : '');
      })
    ).filter(Boolean);
    expect(wrong).toEqual([]);
    expect(cases.length).toBeGreaterThan(40);
    expect(await readBack(victim)).toEqual(before);
    const kept = await attackersView();
    const secrets = [victim.marker, ...Object.values(victim.ids)];
    expect(secrets.filter((secret) => kept.includes(secret))).toEqual([]);
  });
});
