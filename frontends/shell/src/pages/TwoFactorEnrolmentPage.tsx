/**
 * Where the shell sends a signed-in person whose platform requires two-factor sign-in before
 * they have turned it on (Super Settings → Auth → Require 2FA): until they enrol, every other
 * call is refused by the gateway. Once the recovery codes are saved, on to their home.
 */
import { Navigate, useNavigate } from 'react-router';
import { Button, LoadingScreen, TwoFactorSetup, useAuth } from '@portico/frontend-kit';
import { postLoginTarget } from '../routing/postLoginRedirect';
import { AuthLayout } from './auth/AuthLayout';

export const TWO_FACTOR_REQUIRED = 'Your platform requires two-factor authentication';

export function TwoFactorEnrolmentPage() {
  const { session, loading, isSuperAdmin, memberships, signOut, twoFactorEnrolmentRequired } =
    useAuth();
  const navigate = useNavigate();
  // Also open to anyone who wants it before it is required (e.g. a super admin from the console).
  const required = twoFactorEnrolmentRequired;
  if (loading) return <LoadingScreen />;
  if (!session) return <Navigate to="/login" replace />;

  const onDone = () => {
    const target = postLoginTarget({
      isSuperAdmin,
      memberships,
      membershipError: false,
      tenantIdParam: null,
      message: null,
    });
    navigate(target ?? '/login', { replace: true });
  };

  return (
    <AuthLayout>
      <div className="auth-heading">
        <h1>{required ? TWO_FACTOR_REQUIRED : 'Two-factor authentication'}</h1>
        <p>
          {required ? 'Turn on two-factor authentication to continue. ' : ''}
          After your password, you will also enter a code from an authenticator app.
        </p>
      </div>
      <TwoFactorSetup onDone={onDone} />
      <p className="auth-footnote">
        <Button variant="ghost" onClick={() => void signOut().then(() => navigate('/login'))}>
          Sign out
        </Button>
      </p>
    </AuthLayout>
  );
}
