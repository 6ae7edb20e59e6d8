export function Footer() {
  return (
    <footer className="footer">
      <div className="landing-container footer__inner">
        <span className="topbar__logo footer__logo">
          <span className="topbar__mark" aria-hidden="true">
            P
          </span>
          Portico
        </span>
        <ul className="footer__links">
          <li>Privacy</li>
          <li>Terms</li>
          <li>Support</li>
        </ul>
        <p className="footer__copy">© 2024 Portico. All rights reserved.</p>
      </div>
    </footer>
  );
}
