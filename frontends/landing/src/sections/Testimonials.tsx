const quotes = [
  {
    quote:
      'Our clients stopped asking where things are. Everything lives in the portal, with our logo on it.',
    name: 'Maya Chen',
    role: 'Founder, Northwind Studio',
  },
  {
    quote: 'Onboarding a new coaching client went from a week of emails to one invitation link.',
    name: 'Daniel Okafor',
    role: 'Executive Coach',
  },
  {
    quote:
      'We embed our project boards and intake forms, and each client only sees their own. That was the whole point.',
    name: 'Priya Raman',
    role: 'Operations Lead, Brightline Agency',
  },
];

export function Testimonials() {
  return (
    <section className="section" aria-labelledby="testimonials-title" data-fade>
      <div className="landing-container">
        <div className="section__heading">
          <span className="section__eyebrow">Customers</span>
          <h2 id="testimonials-title">Loved by agencies, coaches and consultants</h2>
        </div>
        <div className="testimonials">
          {quotes.map((q) => (
            <figure key={q.name} className="testimonial">
              <blockquote>“{q.quote}”</blockquote>
              <figcaption>
                <span className="testimonial__avatar" aria-hidden="true">
                  {q.name
                    .split(' ')
                    .map((p) => p[0])
                    .join('')}
                </span>
                <span>
                  <strong>{q.name}</strong>
                  <span className="testimonial__role">{q.role}</span>
                </span>
              </figcaption>
            </figure>
          ))}
        </div>
      </div>
    </section>
  );
}
