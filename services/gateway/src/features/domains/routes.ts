/**
 * Custom domains (docs/product.md §2 Domains, §7): list, add (answers the TXT record to publish),
 * verify through a real DNS TXT lookup in tenancy, check the certificate again, remove.
 * Tenancy decides everything: plan feature, platform hosts, domains verified by another
 * tenant, and the certificate's state (probed over TLS after verification and on a schedule).
 */
import { z } from 'zod';
import { AUDIENCES } from '@portico/rules';
import { route } from '../../api/route';
import { text } from '../../api/schemas';
import { callContext } from '../../auth/principal';
import { toDomain } from './map';
import { DomainSchema } from './schemas';

const TAG = 'Domains';

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
