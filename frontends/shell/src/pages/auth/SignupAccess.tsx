/**
 * What the sign-in page says about getting in: the sign-up link only while the platform takes
 * new sign-ups (Super Settings → Feature Flags → signup.open; the gateway refuses them
 * otherwise), and why the last session ended when the server ended it (idle, too old, revoked).
 */
import { Link } from 'react-router';
import { Alert, FEATURE_FLAG_MESSAGES, useApi, useFeatureFlag } from '@portico/frontend-kit';
import { AuthLayout } from './AuthLayout';

export function SignUpFootnote() {
  const signupOpen = useFeatureFlag('signup.open');
  if (!signupOpen) return null;
  return (
    <p className="auth-footnote">
      <Link to="/#pricing">No Account? Click here to sign up</Link>
    </p>
  );
}

export function SessionEndedNotice() {
  const ended = useApi().sessionEndReason();
  return ended ? <Alert tone="warning">{ended}</Alert> : null;
}

/** /signup without an invitation while signup.open is off: the reason, and the way in. */
export function SignupClosed() {
  return (
    <AuthLayout>
      <div className="auth-heading">
        <h1>Sign-ups are closed</h1>
        <p>{FEATURE_FLAG_MESSAGES.signupClosed}</p>
      </div>
      <p className="auth-footnote">
        <Link to="/login">Already have an account? Sign in</Link>
      </p>
    </AuthLayout>
  );
}
