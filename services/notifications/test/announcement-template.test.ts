/**
 * The announcement email as an admin reads it: the tenant's name in the subject and heading,
 * its colour on the button, the message line by line in the plain-text part, and anything
 * that looks like markup in a super admin's text shown as text, never as HTML.
 */
import { renderEmail } from '../src/email/templates';

const data = {
  branding: { name: 'Acme Advisors', color: '#0f766e' },
  title: 'Storage <b>upgrade</b>',
  message: 'Read-only from 22:00.\n\nBack by 22:30 & faster.',
  link: 'https://portal.example.com',
  announcementId: 'a0000000-0000-4000-8000-000000000001',
};

it('names the tenant, keeps its colour and gives the message line by line in plain text', () => {
  const email = renderEmail('announcement', data);
  expect(email.subject).toBe('Acme Advisors: Storage <b>upgrade</b>');
  expect(email.text).toContain('Read-only from 22:00.\nBack by 22:30 & faster.');
  expect(email.text).toContain('Open Acme Advisors: https://portal.example.com');
  expect(email.html).toContain('background:#0f766e');
});

it('shows markup in the title and message as text in the HTML part', () => {
  const { html } = renderEmail('announcement', data);
  expect(html).not.toContain('<b>upgrade</b>');
  expect(html).toContain('Storage &lt;b&gt;upgrade&lt;/b&gt;');
  expect(html).toContain('Back by 22:30 &amp; faster.');
});

it('falls back to the product’s brand when the tenant has no colour', () => {
  const { html } = renderEmail('announcement', {
    ...data,
    branding: { name: 'Acme Advisors', color: '' },
  });
  expect(html).toContain('background:#2563eb');
});
