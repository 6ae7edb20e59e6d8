/**
 * What the sign-in page says about getting in: the sign-up link only while the platform takes
 * new sign-ups (Super Settings → Feature Flags → signup.open; the gateway refuses them
 * otherwise), and why the last session ended when the server ended it (idle, too old, revoked).
 */
import { Link } from 'react-router';
import { Alert, useApi, useFeatureFlag } from '@portico/frontend-kit';
import { useIntl } from '../../i18n';
import { AuthLayout } from './AuthLayout';

/** Portico's own sign-up: never offered on a tenant's sign-in page (`branded`). */
export function SignUpFootnote({ branded = false }: { branded?: boolean }) {
  const signupOpen = useFeatureFlag('signup.open');
  const intl = useIntl();
  if (!signupOpen || branded) return null;
  return (
    <p className="auth-footnote">
      <Link to="/#pricing">{intl.formatMessage({ id: 'auth.signUpLink' })}</Link>
    </p>
  );
}

export function SessionEndedNotice() {
  const ended = useApi().sessionEndReason();
  return ended ? <Alert tone="warning">{ended}</Alert> : null;
}

/** /signup without an invitation while signup.open is off: the reason, and the way in. */
export function SignupClosed() {
  const intl = useIntl();
  return (
    <AuthLayout>
      <div className="auth-heading">
        <h1>{intl.formatMessage({ id: 'signup.closedTitle' })}</h1>
        <p>{intl.formatMessage({ id: 'signup.closed' })}</p>
      </div>
      <p className="auth-footnote">
        <Link to="/login">{intl.formatMessage({ id: 'signup.haveAccount' })}</Link>
      </p>
    </AuthLayout>
  );
}
