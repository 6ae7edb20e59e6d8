import { Icon, type IconName } from '@portico/frontend-kit';
import { useIntl } from '../i18n';

/** Each feature's icon; its title and text are `features.<key>.title` and `.text`. */
const FEATURES: [key: string, icon: IconName][] = [
  ['domains', 'globe'],
  ['embeds', 'puzzle'],
  ['login', 'lock'],
  ['integrations', 'zap'],
  ['sharing', 'file'],
  ['whiteLabel', 'palette'],
];

export function Features() {
  const intl = useIntl();
  return (
    <section className="section" id="features" data-fade>
      <div className="landing-container">
        <div className="section__heading">
          <span className="section__eyebrow">{intl.formatMessage({ id: 'nav.features' })}</span>
          <h2>{intl.formatMessage({ id: 'features.title' })}</h2>
          <p>{intl.formatMessage({ id: 'features.lead' })}</p>
        </div>
        <div className="features">
          {FEATURES.map(([key, icon]) => (
            <article key={key} className="feature-card">
              <span className="feature-card__icon" aria-hidden="true">
                <Icon name={icon} />
              </span>
              <h3>{intl.formatMessage({ id: `features.${key}.title` })}</h3>
              <p>{intl.formatMessage({ id: `features.${key}.text` })}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
