/** A domain as tenancy describes it, in its HTTP shape (schemas.ts): its TXT record as one object. */
import type { z } from 'zod';
import type { tenancyV1 } from '@portico/proto';
import type { DomainSchema } from './schemas';

export const toDomain = (d: tenancyV1.Domain__Output): z.input<typeof DomainSchema> => ({
  id: d.id,
  domain: d.domain,
  type: d.type,
  status: d.status as 'pending' | 'verified',
  ssl_status: d.ssl_status as 'pending' | 'ready' | 'failed',
  verified_at: d.verified_at,
  created_at: d.created_at,
  txtRecord: { name: d.txt_name, value: d.txt_value },
  ssl_checked_at: d.ssl_checked_at,
  ssl_expires_at: d.ssl_expires_at,
  ssl_reason: d.ssl_reason,
});
