/** Tenancy's onboarding state in its HTTP shape (schemas.ts). */
import type { z } from 'zod';
import type { tenancyV1 } from '@portico/proto';
import type { OnboardingStateSchema } from './schemas';

/** The status shape the onboarding screens read. */
export function toOnboardingState(
  state: tenancyV1.OnboardingState__Output,
): z.input<typeof OnboardingStateSchema> {
  return {
    step: state.step,
    ready: state.ready,
    started: state.started,
    companyName: state.company_name,
    plan: state.plan || null,
    adminSeats: state.admin_seats,
    branding: {
      subdomain: state.subdomain,
      brandColor: state.brand_color,
      logoUrl: state.logo_url,
      customDomain: state.custom_domain,
    },
    tenant_id: state.tenant_id || undefined,
  };
}
