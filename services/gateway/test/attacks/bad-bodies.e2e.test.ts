/**
 * Bad input on every route (issue 24 items 7 and 8), generated from the running gateway's
 * OpenAPI document: for each JSON body, a NUL character in each text field, each text one
 * character past its declared limit, each field of the wrong type, nesting 1,000 deep (as the
 * whole body, in the first field, and inside any field that takes free-form values), and a
 * body that is not an object; for each write without a body, an unexpected one; for each
 * query parameter, a NUL. The product's rule (docs/testing.md, CONTRIBUTING): bad input is a
 * 4xx whose `error` a person can read, never a 500, and nothing is written — read back after
 * the run, tenant A's objects and the platform's settings are as before.
 *
 * Each request is sent by a caller the authorization table lets in (the workspace's owner, a
 * super admin for the console, nobody for public routes), with tenant A's real ids in the
 * path, so only the body stands between it and the handler.
 *
 * Size: 761 requests today at six at a time; about 25 s on the CI machine, much of it tenant
 * A's fixtures.
 */
import { AUTHORIZATION_TABLE, routeKey } from '../support/authorization-table';
import { ApiClient, PASSWORD } from '../support/client';
import { useE2eStack } from '../support/prologue';
import { readOperations, type Operation } from './support/document';
import { idSlotsOf, type IdSlot } from './support/id-slots';
import { filledPath, filledQuery } from './support/requests';
import { badBodiesOf, nested, NESTING_DEPTH, type BadBody } from './support/samples';
import { inParallel, readableError, send, type Answer } from './support/send';
import { makeVictim, readBack, type Victim } from './support/victim';

jest.setTimeout(300_000);

const env = useE2eStack({ superAdmin: true });
let victim: Victim;
let superAdmin: ApiClient;
let anonymous: ApiClient;
let operations: Operation[];

beforeAll(async () => {
  victim = await makeVictim(env.url);
  superAdmin = env.superAdmin;
  anonymous = new ApiClient(env.url);
  operations = await readOperations(env.url);
});
afterAll(() => {
  victim?.receiver.close();
});

/** A caller the table lets through the guard, and the tenant header it sends. */
function callerOf(op: Operation): { client: ApiClient; tenant?: string } | undefined {
  const audience = AUTHORIZATION_TABLE.find((r) => routeKey(r.method, r.path) === op.key)?.audience;
  if (audience === 'anyone') return { client: anonymous };
  if (audience === 'super admin') return { client: superAdmin };
  if (audience === 'api key') return undefined;
  return { client: victim.admin, tenant: victim.tenantId };
}

/** The platform's settings a bad body to a console route could change. */
async function platformState(): Promise<Record<string, unknown>> {
  const read = async (path: string) => (await superAdmin.get(path)).body;
  return {
    settings: await read('/api/settings'),
    flags: await read('/api/flags'),
    integrations: await read('/api/integrations'),
    rules: await read('/api/notifications/rules'),
    providers: await read('/api/super/sign-in-providers'),
    tenant: await read(`/api/super/tenants/${victim.tenantId}`),
    superEmbeds: await read(`/api/super/embeds?tenant_id=${victim.tenantId}`),
  };
}

interface Attack {
  op: Operation;
  bad: BadBody;
  path: string;
}

function attacksOf(op: Operation): Attack[] {
  if (!callerOf(op)) return [];
  const slots = idSlotsOf(op);
  const idFor = (slot: IdSlot) => (slot.kind ? victim.ids[slot.kind] : victim.adminId);
  const path = filledPath(op, slots, idFor);
  // The route's own query (an embed's ?id=), so only the defect stands in the way.
  const query = new URLSearchParams(filledQuery(op, slots, idFor));
  const bodies: BadBody[] = op.jsonBody
    ? badBodiesOf(op.jsonBody, { password: PASSWORD })
    : op.method !== 'GET' && !op.bodyMedia
      ? [
          {
            defect: 'a body on a write that takes none',
            field: 'unexpected',
            body: { unexpected: 'x\u0000' },
          },
          {
            defect: `nesting ${NESTING_DEPTH} deep on a write that takes no body`,
            field: '',
            body: nested(NESTING_DEPTH),
          },
        ]
      : [];
  const withQuery = (q: URLSearchParams) => (q.size ? `${path}?${q}` : path);
  const queries = op.parameters
    .filter((p) => p.in === 'query')
    .map((p) => {
      const bad = new URLSearchParams(query);
      bad.set(p.name, 'a\u0000b');
      return { defect: `a NUL character in the query's ${p.name}`, field: p.name, query: bad };
    });
  return [
    ...bodies.map((bad) => ({ op, bad, path: withQuery(query) })),
    ...queries.map(({ defect, field, query: bad }) => ({
      op,
      bad: { defect, field, body: undefined },
      path: withQuery(bad),
    })),
  ];
}

/** Why an answer to a bad request breaks the rule, or undefined when it keeps it. */
function fault(op: Operation, answer: Answer, bad: BadBody): string | undefined {
  if (answer.status >= 500) return `a ${answer.status}`;
  if (answer.status < 400) return `accepted with ${answer.status}`;
  if (answer.status === 401 || answer.status === 403)
    return `refused by the guard (${answer.status}): the suite's caller does not reach validation`;
  if (!readableError(answer)) return `no readable error (${answer.text.slice(0, 120)})`;
  const fields = Object.keys(answer.json?.fields ?? {});
  // A body of alternatives (a console invitation: one member, or a workspace with its
  // owner) matches none of them as a whole: the gateway names the body, not one field.
  const union = Boolean(op.jsonBody?.anyOf ?? op.jsonBody?.oneOf);
  if (union && fields.length === 1 && fields[0] === 'body') return undefined;
  if (bad.field && fields.length > 0) {
    const named = fields.some(
      (f) => f === bad.field || f.startsWith(`${bad.field}.`) || bad.field.startsWith(`${f}.`),
    );
    if (!named)
      return `refused for another field (${fields.join(', ')}): the sample is not valid there`;
  }
  return undefined;
}

it('refuses every bad body, query and nesting with a readable 4xx and writes nothing', async () => {
  const [tenantBefore, platformBefore] = [await readBack(victim), await platformState()];
  const attacks = operations.flatMap(attacksOf);
  const wrong = (
    await inParallel(attacks, 6, async ({ op, bad, path }) => {
      const { client, tenant } = callerOf(op)!;
      const answer = await send(client, { method: op.method, path, tenant, body: bad.body });
      const why = fault(op, answer, bad);
      return why ? `${op.key}, ${bad.defect}: ${why}` : undefined;
    })
  ).filter(Boolean);
  expect(wrong).toEqual([]);
  expect(attacks.length).toBeGreaterThan(500);
  expect(await readBack(victim)).toEqual(tenantBefore);
  expect(await platformState()).toEqual(platformBefore);
});
