/**
 * Where the shell sends a signed-in person whose platform requires two-factor sign-in before
 * they have turned it on (Super Settings → Auth → Require 2FA): until they enrol, every other
 * call is refused by the gateway. Once the recovery codes are saved, on to their home.
 */
import { Navigate, useNavigate } from 'react-router';
import { Button, LoadingScreen, TwoFactorSetup, useAuth } from '@portico/frontend-kit';
import { useIntl } from '../i18n';
import { postLoginTarget } from '../routing/postLoginRedirect';
import { AuthLayout } from './auth/AuthLayout';

export function TwoFactorEnrolmentPage() {
  const { session, loading, isSuperAdmin, memberships, signOut, twoFactorEnrolmentRequired } =
    useAuth();
  const navigate = useNavigate();
  const intl = useIntl();
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
        <h1>
          {intl.formatMessage({ id: required ? 'enrol.requiredTitle' : 'twoFactorStep.title' })}
        </h1>
        <p>{intl.formatMessage({ id: required ? 'enrol.requiredIntro' : 'enrol.intro' })}</p>
      </div>
      <TwoFactorSetup onDone={onDone} />
      <p className="auth-footnote">
        <Button variant="ghost" onClick={() => void signOut().then(() => navigate('/login'))}>
          {intl.formatMessage({ id: 'enrol.signOut' })}
        </Button>
      </p>
    </AuthLayout>
  );
}
