/**
 * The tenant's logo in its emails: an invitation from a tenant with an uploaded logo shows it
 * at the top, as an absolute URL under the portal's PUBLIC_URL (mail clients have no page to
 * resolve a path against); a typed http(s) logo is kept; anything else shows no image.
 */
import { randomUUID } from 'node:crypto';
import { encodeEvent, type IncomingEvent } from '@portico/kit';
import { TOPICS } from '@portico/proto';
import { emailLogoUrl, emailsFor } from '../src/events/consume';
import { renderEmail, type TemplateData } from '../src/email/templates';

const PORTAL = 'https://portal.portico.test';
const UPLOADED = `/api/public/brand-assets/${randomUUID()}/${'c'.repeat(64)}`;

function invitation(tenant_logo_url: string): IncomingEvent {
  return {
    topic: TOPICS.tenancyMembership,
    headers: {},
    payload: encodeEvent('portico.events.v1.MembershipEvent', {
      tenant_id: randomUUID(),
      user_id: '',
      invited: {
        invitation_id: randomUUID(),
        email: 'invitee@example.com',
        role: 'client',
        invite_url: `${PORTAL}/signup?invite=x`,
        tenant_name: 'Acme',
        expires_at: new Date().toISOString(),
        invited_by: randomUUID(),
        tenant_logo_url,
      },
    }),
  } as unknown as IncomingEvent;
}

const htmlOf = (event: IncomingEvent, publicUrl?: string) => {
  const [planned] = emailsFor(event, publicUrl);
  return renderEmail(planned!.template, planned!.data as TemplateData).html;
};

it("shows the tenant's uploaded logo in the invitation, under the portal's address", () => {
  expect(htmlOf(invitation(UPLOADED), PORTAL)).toContain(`<img src="${PORTAL}${UPLOADED}"`);
});

it('keeps a logo URL the admin typed, and shows none without a logo', () => {
  expect(htmlOf(invitation('https://cdn.example.com/logo.png'), PORTAL)).toContain(
    '<img src="https://cdn.example.com/logo.png"',
  );
  expect(htmlOf(invitation(''), PORTAL)).not.toContain('<img');
});

it('shows no image when the portal address is unknown or the URL is not http(s)', () => {
  expect(htmlOf(invitation(UPLOADED))).not.toContain('<img');
  expect(emailLogoUrl(PORTAL, 'javascript:alert(1)')).toBeUndefined();
  expect(emailLogoUrl(`${PORTAL}/`, UPLOADED)).toBe(`${PORTAL}${UPLOADED}`);
});
