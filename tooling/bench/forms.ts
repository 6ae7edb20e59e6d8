/**
 * Data for the forms scenarios: one published form per reader's workspace, built by its owner
 * through POST /api/forms (the builder's call) and assigned to the Client role (role2) every
 * seeded member has, so each reader both sees it in their list and may submit it.
 */
import { call, inParallel, signIn, type SignedIn } from './api';
import { BENCH_PASSWORD, type SeededData } from './seed';

export type FormFiller = SignedIn & { tenantId: string; formId: string };

/** What every bench submit answers: text, a choice and a rating, all validated by the service. */
export const BENCH_ANSWERS = { Company: 'Bench & Co', Size: '11-50', Satisfaction: 4 };

// The last question appears only for the smallest size: submits answering 11-50 leave a
// required question hidden, so the service's logic evaluation is part of what is measured.
const BENCH_FORM = {
  title: 'Bench intake',
  schema: [
    { id: 'company', type: 'short', label: 'Company', required: true },
    {
      id: 'size',
      type: 'choice',
      label: 'Size',
      options: '1-10, 11-50, 51+',
      required: true,
      logic: { whenQuestionId: 'size', equals: '1-10', showQuestionId: 'why' },
    },
    { id: 'rating', type: 'rating', label: 'Satisfaction' },
    { id: 'why', type: 'long', label: 'Why so small?', required: true },
  ],
  assigned_roles: ['role2'],
  published: true,
};

export async function seedForms(
  baseUrl: string,
  seeded: SeededData,
  readers: (SignedIn & { tenantId: string })[],
  concurrency: number,
): Promise<FormFiller[]> {
  const tenants = [...new Set(readers.map((r) => r.tenantId))];
  const formIds = await inParallel(tenants, concurrency, async (tenantId) => {
    const owner = seeded.ownerEmails[seeded.tenantIds.indexOf(tenantId)];
    if (!owner) throw new Error(`no owner seeded for workspace ${tenantId}`);
    const { accessToken } = await signIn(baseUrl, owner, BENCH_PASSWORD);
    const made = await call<{ id?: string }>(baseUrl, 'POST', '/api/forms', {
      token: accessToken,
      tenantId,
      body: BENCH_FORM,
    });
    if (made.status !== 200 || !made.body.id)
      throw new Error(`creating the bench form answered ${made.status}`);
    return made.body.id;
  });
  const formOf = new Map(tenants.map((t, i) => [t, formIds[i] as string]));
  return readers.map((r) => ({ ...r, formId: formOf.get(r.tenantId) as string }));
}
