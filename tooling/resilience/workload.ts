/**
 * The people behind the rehearsal's load: a few pro workspaces made through the API (bench's
 * seed), members added with SQL, a published form in each workspace, and a webhook per
 * workspace to the local receiver for every event, so form responses and uploads become
 * deliveries to the outside world. Each member opens a conversation with the agency, which the
 * load writes into. Members sign in for sessions; owners are the admins.
 */
import { call, inParallel, signIn, type SignedIn } from '../bench/api';
import { seedForms } from '../bench/forms';
import { BENCH_PASSWORD, seed, type SeededMember } from '../bench/seed';

/**
 * Sign-ups and sign-ins hash passwords (scrypt, 128 MiB each) in identity, which refuses at
 * once what cannot finish within the deadline (503) on a busy machine: one at a time, and a
 * few tries, since the rehearsal needs its people more than it needs them fast.
 */
const CONCURRENCY = 1;
const ATTEMPTS = 5;

async function patiently<T>(what: string, attempt: () => Promise<T>): Promise<T> {
  for (let tried = 1; ; tried += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= ATTEMPTS) throw error;
      console.warn(`${what} failed (${String(error).slice(0, 120)}); trying again`);
      await new Promise((resolve) => setTimeout(resolve, 2000 * tried));
    }
  }
}

export type Session = SignedIn & { tenantId: string; email: string; signedInAt: number };
export type FormFiller = Session & { formId: string };
/** A member with their workspace's form and their conversation with the agency. */
export type Member = FormFiller & { conversationId: string };

export interface Workload {
  /** Members signed in, each with their workspace's form and conversation. */
  members: Member[];
  /** Each workspace's owner, signed in (billing, members' activity). */
  admins: Session[];
  /** Members who are not signed in yet: the sign-in load takes them in turn. */
  signInPool: SeededMember[];
  password: string;
  tenantIds: string[];
}

/** Pays the pro plan through billing's sandbox checkout (webhooks need pro or advanced). */
async function buyPro(url: string, admin: Session): Promise<void> {
  const asAdmin = { token: admin.accessToken, tenantId: admin.tenantId };
  const checkout = await call<{ id: string; url: string }>(url, 'POST', '/api/billing/checkout', {
    ...asAdmin,
    body: { type: 'upgrade_plan', plan: 'pro' },
  });
  if (checkout.status !== 200)
    throw new Error(`checkout answered ${checkout.status}: ${JSON.stringify(checkout.body)}`);
  const session =
    new URL(checkout.body.url, url).searchParams.get('session_id') ?? checkout.body.id;
  const paid = await call(
    url,
    'POST',
    `/api/billing/sandbox-checkout/${encodeURIComponent(session)}/confirm`,
  );
  if (paid.status !== 200)
    throw new Error(`sandbox checkout answered ${paid.status}: ${JSON.stringify(paid.body)}`);
}

/** A client's conversation with the agency's shared inbox, opened with its first message. */
async function openConversation(url: string, member: Session): Promise<string> {
  const started = await call<{ id: string }>(url, 'POST', '/api/conversations', {
    token: member.accessToken,
    tenantId: member.tenantId,
    body: { subject: 'Rehearsal', body: 'Opening the rehearsal conversation' },
  });
  if (started.status !== 201)
    throw new Error(
      `opening a conversation answered ${started.status}: ${JSON.stringify(started.body)}`,
    );
  return started.body.id;
}

/** Notifications learns the plan from billing's event through tenancy: until then, 403. */
async function addWebhook(url: string, admin: Session, receiverUrl: string): Promise<void> {
  const hook = await call(url, 'POST', '/api/integrations/webhooks', {
    token: admin.accessToken,
    tenantId: admin.tenantId,
    body: { url: receiverUrl, events: ['all'] },
  });
  if (hook.status !== 201)
    throw new Error(`adding the webhook answered ${hook.status}: ${JSON.stringify(hook.body)}`);
}

export async function prepareWorkload(
  url: string,
  databases: { identity: string; tenancy: string },
  sizes: { tenants: number; members: number; sessions: number },
  receiverUrl: string,
): Promise<Workload> {
  // A whole new data set per try: a sign-up that timed out may have happened after all.
  const seeded = await patiently('seeding', () =>
    seed(url, databases, {
      tenants: sizes.tenants,
      users: sizes.members,
      ownerConcurrency: CONCURRENCY,
    }),
  );
  const chosen = seeded.members.slice(0, sizes.sessions);
  const signedIn = await inParallel(chosen, CONCURRENCY, async (member) => ({
    ...(await patiently('sign-in', () => signIn(url, member.email, BENCH_PASSWORD))),
    tenantId: member.tenantId,
    email: member.email,
    signedInAt: Date.now(),
  }));
  const fillers = (
    await patiently('publishing forms', () => seedForms(url, seeded, signedIn, CONCURRENCY))
  ).map((filler, i) => ({
    ...filler,
    email: chosen[i]!.email,
    signedInAt: Date.now(),
  }));
  const members = await inParallel(fillers, CONCURRENCY, async (filler) => ({
    ...filler,
    conversationId: await patiently('opening a conversation', () => openConversation(url, filler)),
  }));
  const admins = await inParallel(seeded.ownerEmails, CONCURRENCY, async (email, i) => ({
    ...(await patiently('sign-in', () => signIn(url, email, BENCH_PASSWORD))),
    tenantId: seeded.tenantIds[i]!,
    email,
    signedInAt: Date.now(),
  }));
  for (const admin of admins) {
    await buyPro(url, admin);
    await patiently('adding the webhook', () => addWebhook(url, admin, receiverUrl));
  }
  return {
    members,
    admins,
    signInPool: seeded.members.slice(sizes.sessions),
    password: BENCH_PASSWORD,
    tenantIds: seeded.tenantIds,
  };
}
