/**
 * A link into a workspace names its tenant by subdomain, so the sign-in page a signed-out
 * reader lands on is the agency's; links elsewhere, or into another tenant, are left alone.
 */
import { linksNamingTenant, namingTenant } from '../src/domain/portalLinks';

const tenant = { tenantId: 't-1', subdomain: 'larkspur' };

it('adds the subdomain to a link into the tenant’s workspace, keeping the rest', () => {
  const link = namingTenant('https://portal.test/my-files?file=f-9&tenant_id=t-1', tenant);
  const url = new URL(link);
  expect(url.pathname).toBe('/my-files');
  expect(url.searchParams.get('file')).toBe('f-9');
  expect(url.searchParams.get('tenant_id')).toBe('t-1');
  expect(url.searchParams.get('tenant')).toBe('larkspur');
});

it('leaves links without the tenant, into another tenant, or already naming one', () => {
  for (const link of [
    'https://portal.test/accept-invitation?invite=abc',
    'https://portal.test/tasks?tenant_id=t-2',
    'https://portal.test/tasks?tenant_id=t-1&tenant=other',
    'not a url',
  ]) {
    expect(namingTenant(link, tenant)).toBe(link);
  }
});

it('names the tenant in the one action link and in every conversation of a digest', () => {
  const named = linksNamingTenant(
    {
      link: 'https://portal.test/tasks?tenant_id=t-1',
      conversations: [
        {
          subject: 'A',
          link: 'https://portal.test/messages?conversation=c&tenant_id=t-1',
          messages: [],
          more: 0,
        },
      ],
    } as never,
    tenant,
  );
  expect(new URL(named.link!).searchParams.get('tenant')).toBe('larkspur');
  expect(new URL(named.conversations![0]!.link).searchParams.get('tenant')).toBe('larkspur');
});
