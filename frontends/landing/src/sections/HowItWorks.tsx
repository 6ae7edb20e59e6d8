const steps = [
  { title: 'Sign Up', text: 'Create your workspace and pick a plan. It takes about a minute.' },
  {
    title: 'Customize',
    text: 'Choose your subdomain, colours and logo, and embed the tools you use.',
  },
  {
    title: 'Invite Clients',
    text: 'Send invitations. Clients sign in and find everything meant for them.',
  },
];

export function HowItWorks() {
  return (
    <section className="section section--muted" id="how-it-works" data-fade>
      <div className="landing-container">
        <div className="section__heading">
          <span className="section__eyebrow">How It Works</span>
          <h2>Live in three steps</h2>
        </div>
        <ol className="steps">
          {steps.map((s, i) => (
            <li key={s.title} className="step">
              <span className="step__number" aria-hidden="true">
                {i + 1}
              </span>
              <h3>{s.title}</h3>
              <p>{s.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
