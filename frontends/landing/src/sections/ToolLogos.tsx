import type { SyntheticEvent } from 'react';
import { useIntl } from '../i18n';
import airtable from '../assets/logos/airtable.svg';
import calendly from '../assets/logos/calendly.svg';
import googleDocs from '../assets/logos/google-docs.svg';
import monday from '../assets/logos/monday.svg';
import notion from '../assets/logos/notion.svg';
import fallbackLogo from '../assets/logos/tool-fallback.svg';
import typeform from '../assets/logos/typeform.svg';

export interface ToolLogo {
  name: string;
  src: string;
}

export const toolLogos: ToolLogo[] = [
  { name: 'Notion', src: notion },
  { name: 'Calendly', src: calendly },
  { name: 'monday.com', src: monday },
  { name: 'Airtable', src: airtable },
  { name: 'Typeform', src: typeform },
  { name: 'Google Docs', src: googleDocs },
];

/** A logo that fails to load shows the local generic image instead of a broken icon. */
export function useFallbackLogo(event: SyntheticEvent<HTMLImageElement>) {
  const img = event.currentTarget;
  if (!img.src.endsWith(fallbackLogo)) img.src = fallbackLogo;
}

export function ToolLogos({ logos = toolLogos }: { logos?: ToolLogo[] }) {
  const intl = useIntl();
  return (
    <section className="logos" aria-labelledby="logos-title">
      <div className="landing-container">
        <h2 id="logos-title" className="logos__title">
          {intl.formatMessage({ id: 'logos.title' })}
        </h2>
        <ul className="logos__row">
          {logos.map((logo) => (
            <li key={logo.name}>
              <img
                src={logo.src}
                alt={logo.name}
                width={180}
                height={48}
                onError={useFallbackLogo}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
