import { useEffect, useRef } from 'react';
import { screenshots } from './screenshots';
import { FinalCta } from './sections/FinalCta';
import { Features } from './sections/Features';
import { Footer } from './sections/Footer';
import { Hero } from './sections/Hero';
import { HowItWorks } from './sections/HowItWorks';
import { Pricing } from './sections/Pricing';
import { ScreenshotCarousel } from './sections/ScreenshotCarousel';
import { Testimonials } from './sections/Testimonials';
import { ToolLogos } from './sections/ToolLogos';
import { TopBar } from './sections/TopBar';
import { useIntl } from './i18n';
import { useFadeIn } from './useFadeIn';
import './landing.css';

/** The super-admin command palette shortcut means nothing here (docs/product.md §9): swallow it. */
function suppressPaletteShortcut(event: KeyboardEvent) {
  if ((event.ctrlKey || event.metaKey) && event.shiftKey && event.key.toLowerCase() === 'k')
    event.preventDefault();
}

/** The public landing page at / (docs/product.md §2). */
export default function LandingPage() {
  const root = useRef<HTMLDivElement>(null);
  const intl = useIntl();
  useFadeIn(root);

  useEffect(() => {
    window.addEventListener('keydown', suppressPaletteShortcut);
    return () => window.removeEventListener('keydown', suppressPaletteShortcut);
  }, []);

  useEffect(() => {
    // Arriving from another page at /#pricing: the section exists only after this render.
    if (window.location.hash)
      document.getElementById(window.location.hash.slice(1))?.scrollIntoView();
  }, []);

  return (
    <div className="landing" ref={root}>
      <TopBar />
      <main>
        <Hero />
        <section className="section demo" id="demo" aria-labelledby="demo-title" data-fade>
          <div className="landing-container">
            <div className="section__heading">
              <span className="section__eyebrow">{intl.formatMessage({ id: 'demo.eyebrow' })}</span>
              <h2 id="demo-title">{intl.formatMessage({ id: 'demo.title' })}</h2>
            </div>
            <ScreenshotCarousel images={screenshots} />
          </div>
        </section>
        <ToolLogos />
        <Features />
        <HowItWorks />
        <Pricing />
        <Testimonials />
        <FinalCta />
      </main>
      <Footer />
    </div>
  );
}
