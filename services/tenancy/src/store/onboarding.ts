/** SQL for onboarding state, one row per user creating a workspace. */
import type { Queryable } from '@portico/kit';
import type { PlanKey } from '@portico/rules';

/** Where a user's onboarding stands: the step to answer next, or ready once provisioned. */
export type OnboardingStep = 'plan' | 'branding' | 'capabilities' | 'review' | 'ready';

export interface PlanChoice {
  plan: PlanKey;
  adminSeats: number;
}
export interface Branding {
  brandColor: string;
  logoUrl: string | null;
  subdomain: string;
  customDomain: string | null;
}
export interface Capabilities {
  useEmbeds: boolean;
  useForms: boolean;
  useFiles: boolean;
  slackWebhook: string | null;
  emailFromName: string | null;
  emailFromAddress: string | null;
}

export interface OnboardingState {
  step: OnboardingStep;
  companyName: string;
  plan: PlanChoice | null;
  branding: Branding | null;
  capabilities: Capabilities | null;
  tenantId: string | null;
}

interface OnboardingRow {
  user_id: string;
  step: OnboardingStep;
  company_name: string;
  signup: Record<string, unknown>;
  plan: PlanChoice | null;
  branding: Branding | null;
  capabilities: Capabilities | null;
  tenant_id: string | null;
}

const toState = (row: OnboardingRow): OnboardingState => ({
  step: row.step,
  companyName: row.company_name,
  plan: row.plan,
  branding: row.branding,
  capabilities: row.capabilities,
  tenantId: row.tenant_id,
});

/** `forUpdate` locks the row so two saves of one user apply one after the other. */
export async function findOnboarding(
  db: Queryable,
  userId: string,
  forUpdate = false,
): Promise<OnboardingState | null> {
  const { rows } = await db.query<OnboardingRow>(
    `SELECT * FROM onboarding WHERE user_id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  return rows[0] ? toState(rows[0]) : null;
}

/** Starts (or restarts, before provisioning) a user's onboarding with the signup fields. */
export async function upsertOnboardingStart(
  db: Queryable,
  userId: string,
  companyName: string,
  signup: Record<string, unknown>,
): Promise<void> {
  await db.query(
    `INSERT INTO onboarding (user_id, step, company_name, signup) VALUES ($1, 'plan', $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET company_name = EXCLUDED.company_name, signup = EXCLUDED.signup, updated_at = now()
      WHERE onboarding.tenant_id IS NULL`,
    [userId, companyName, JSON.stringify(signup)],
  );
}

export async function saveOnboardingState(
  db: Queryable,
  userId: string,
  state: OnboardingState,
): Promise<void> {
  await db.query(
    `UPDATE onboarding SET step = $2, plan = $3, branding = $4, capabilities = $5, tenant_id = $6, updated_at = now()
      WHERE user_id = $1`,
    [
      userId,
      state.step,
      state.plan ? JSON.stringify(state.plan) : null,
      state.branding ? JSON.stringify(state.branding) : null,
      state.capabilities ? JSON.stringify(state.capabilities) : null,
      state.tenantId,
    ],
  );
}
