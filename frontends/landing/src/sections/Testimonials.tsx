import { useIntl } from '../i18n';

/** Who said it (names are names); each quote and role is `testimonials.<key>.quote`, `.role`. */
const QUOTES = [
  ['maya', 'Maya Chen'],
  ['daniel', 'Daniel Okafor'],
  ['priya', 'Priya Raman'],
] as const;

export function Testimonials() {
  const intl = useIntl();
  return (
    <section className="section" aria-labelledby="testimonials-title" data-fade>
      <div className="landing-container">
        <div className="section__heading">
          <span className="section__eyebrow">
            {intl.formatMessage({ id: 'testimonials.eyebrow' })}
          </span>
          <h2 id="testimonials-title">{intl.formatMessage({ id: 'testimonials.title' })}</h2>
        </div>
        <div className="testimonials">
          {QUOTES.map(([key, name]) => (
            <figure key={key} className="testimonial">
              <blockquote>
                {intl.formatMessage(
                  { id: 'testimonials.quoted' },
                  { quote: intl.formatMessage({ id: `testimonials.${key}.quote` }) },
                )}
              </blockquote>
              <figcaption>
                <span className="testimonial__avatar" aria-hidden="true">
                  {name
                    .split(' ')
                    .map((p) => p[0])
                    .join('')}
                </span>
                <span>
                  <strong>{name}</strong>
                  <span className="testimonial__role">
                    {intl.formatMessage({ id: `testimonials.${key}.role` })}
                  </span>
                </span>
              </figcaption>
            </figure>
          ))}
        </div>
      </div>
    </section>
  );
}
