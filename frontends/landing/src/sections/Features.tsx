import { Icon, type IconName } from '@portico/frontend-kit';

const features: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'globe',
    title: 'Custom subdomains & domains',
    text: 'Launch on yourname.portico.app today, then connect portal.yourcompany.com with a verified DNS record.',
  },
  {
    icon: 'puzzle',
    title: 'Embed your tools',
    text: 'Put Notion pages, calendars, boards and docs inside the portal, shown only to the people they are for.',
  },
  {
    icon: 'lock',
    title: 'Secure client login',
    text: 'Per-tenant authentication with roles you name. Clients see their own files, forms and pages — nothing else.',
  },
  {
    icon: 'zap',
    title: 'Integrations',
    text: 'Send form submissions and uploads to Slack, Zapier or Calendly workflows through signed webhooks.',
  },
  {
    icon: 'file',
    title: 'File & form sharing',
    text: 'Share files both ways, assign forms to roles or people, and read every response in one place.',
  },
  {
    icon: 'palette',
    title: 'White-label ready',
    text: 'Your logo, colours, favicon and name on every screen, including the sign-in page on your domain.',
  },
];

export function Features() {
  return (
    <section className="section" id="features" data-fade>
      <div className="landing-container">
        <div className="section__heading">
          <span className="section__eyebrow">Features</span>
          <h2>Everything your clients need, in one branded place</h2>
          <p>
            Replace the email threads, shared drives and scattered links with a portal that looks
            like yours.
          </p>
        </div>
        <div className="features">
          {features.map((f) => (
            <article key={f.title} className="feature-card">
              <span className="feature-card__icon" aria-hidden="true">
                <Icon name={f.icon} />
              </span>
              <h3>{f.title}</h3>
              <p>{f.text}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
