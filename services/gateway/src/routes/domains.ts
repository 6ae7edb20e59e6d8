/**
 * Custom domains (spec part 2 §2 Domains, §7): list, add (answers the TXT record to publish),
 * verify through a real DNS TXT lookup in tenancy, check the certificate again, remove.
 * Tenancy decides everything: plan feature, platform hosts, domains verified by another
 * tenant, and the certificate's state (probed over TLS after verification and on a schedule).
 */
import { z } from 'zod';
import { AUDIENCES } from '@portico/rules';
import { route } from '../api/route';
import { text } from '../api/schemas';
import { callContext } from '../auth/principal';

const TAG = 'Domains';

const DomainSchema = z
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

type DomainMessage = {
  id: string;
  domain: string;
  type: string;
  status: string;
  ssl_status: string;
  verified_at: string;
  created_at: string;
  txt_name: string;
  txt_value: string;
  ssl_checked_at: string;
  ssl_expires_at: string;
  ssl_reason: string;
};

const toDomain = (d: DomainMessage) => ({
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

const domainBody = z.object({ domain: text(253).min(1, 'Please enter a domain') }).strict();

export const domainRoutes = [
  route({
    method: 'GET',
    path: '/api/domains',
    summary: 'The tenant’s custom domains with their state and TXT record',
    tag: TAG,
    allow: AUDIENCES.admins,
    response: z.object({ domains: z.array(DomainSchema) }),
    handler: async ({ req, deps }) => {
      const { domains } = await deps.services.tenancy.ListDomains({}, callContext(req));
      return { domains: domains.map(toDomain) };
    },
  }),

  route({
    method: 'POST',
    path: '/api/domains',
    summary: 'Add a custom domain (pending until its TXT record is verified)',
    tag: TAG,
    allow: AUDIENCES.admins,
    body: domainBody,
    status: 201,
    response: DomainSchema,
    handler: async ({ body, req, deps }) =>
      toDomain(await deps.services.tenancy.AddDomain({ domain: body.domain }, callContext(req))),
  }),

  route({
    method: 'DELETE',
    path: '/api/domains',
    summary: 'Remove a custom domain',
    tag: TAG,
    allow: AUDIENCES.admins,
    query: z.object({ domain: text(253).min(1, 'Please enter a domain') }),
    handler: async ({ query, req, deps }) => {
      await deps.services.tenancy.RemoveDomain({ domain: query.domain }, callContext(req));
    },
  }),

  route({
    method: 'POST',
    path: '/api/domains-verify',
    summary: 'Verify a domain by looking its TXT record up in DNS',
    tag: TAG,
    allow: AUDIENCES.admins,
    body: domainBody,
    response: DomainSchema.extend({ message: z.string() }),
    handler: async ({ body, req, deps }) => ({
      ...toDomain(
        await deps.services.tenancy.VerifyDomain({ domain: body.domain }, callContext(req)),
      ),
      message: 'Domain verified',
    }),
  }),

  route({
    method: 'POST',
    path: '/api/domains-ssl-check',
    summary:
      "Check a verified domain's certificate again now (TLS with SNI; chain and host name checked)",
    tag: TAG,
    allow: AUDIENCES.admins,
    body: domainBody,
    response: DomainSchema,
    handler: async ({ body, req, deps }) =>
      toDomain(
        await deps.services.tenancy.CheckDomainSsl({ domain: body.domain }, callContext(req)),
      ),
  }),
];
