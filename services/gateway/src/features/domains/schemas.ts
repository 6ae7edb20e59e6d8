/** The HTTP shape of a custom domain, with the TXT record to publish. */
import { z } from 'zod';

export const DomainSchema = z
  .object({
    id: z.string(),
    domain: z.string(),
    type: z.string(),
    status: z.enum(['pending', 'verified']),
    ssl_status: z.enum(['pending', 'ready', 'failed']),
    verified_at: z.string().describe('Empty until verified'),
    created_at: z.string(),
    txtRecord: z.object({ name: z.string(), value: z.string() }),
    ssl_checked_at: z.string().describe('When the certificate was last probed; empty until then'),
    ssl_expires_at: z
      .string()
      .describe("The certificate's expiry when the last probe found it valid, else empty"),
    ssl_reason: z.string().describe('Why the last probe failed, else empty'),
  })
  .meta({ id: 'Domain' });
