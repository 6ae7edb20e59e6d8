/** The HTTP shape of a workspace's onboarding, as its screens read it. */
import { z } from 'zod';

export const OnboardingStateSchema = z
  .object({
    step: z.string().describe('plan, branding, capabilities, review or done'),
    ready: z.boolean(),
    started: z.boolean(),
    companyName: z.string(),
    plan: z.string().nullable(),
    adminSeats: z.number().int(),
    branding: z.object({
      subdomain: z.string(),
      brandColor: z.string(),
      logoUrl: z.string(),
      customDomain: z.string(),
    }),
    tenant_id: z.string().optional(),
  })
  .meta({ id: 'OnboardingState' });
