import { useIntl } from '../i18n';

export function Footer() {
  const intl = useIntl();
  return (
    <footer className="footer">
      <div className="landing-container footer__inner">
        <span className="topbar__logo footer__logo">
          <span className="topbar__mark" aria-hidden="true">
            {intl.formatMessage({ id: 'brand.mark' })}
          </span>
          {intl.formatMessage({ id: 'brand.name' })}
        </span>
        <ul className="footer__links">
          <li>{intl.formatMessage({ id: 'footer.privacy' })}</li>
          <li>{intl.formatMessage({ id: 'footer.terms' })}</li>
          <li>{intl.formatMessage({ id: 'footer.support' })}</li>
        </ul>
        <p className="footer__copy">{intl.formatMessage({ id: 'footer.copyright' })}</p>
      </div>
    </footer>
  );
}
