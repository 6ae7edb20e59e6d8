import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import {
  Alert,
  Button,
  LoadingScreen,
  TextField,
  useApiMutation,
  useApiQuery,
  useAuth,
} from '@portico/frontend-kit';
import { profileHomeFor } from '@portico/frontend-kit/screens';
import { useIntl, type Intl } from '../i18n';
import { AuthLayout } from './auth/AuthLayout';
import { usePublicBranding } from './auth/usePublicBranding';
import { hasErrors, isUrl, type FieldErrors } from './auth/validation';

type Field = 'first_name' | 'last_name' | 'linkedin';

export function validateProfile(values: Record<Field, string>, intl: Intl): FieldErrors<Field> {
  return {
    first_name: values.first_name.trim()
      ? undefined
      : intl.formatMessage({ id: 'profile.firstNameRequired' }),
    last_name: values.last_name.trim()
      ? undefined
      : intl.formatMessage({ id: 'profile.lastNameRequired' }),
    linkedin:
      !values.linkedin.trim() || isUrl(values.linkedin)
        ? undefined
        : intl.formatMessage({ id: 'profile.linkedinInvalid' }),
  };
}

/** Complete Your Profile (docs/product.md §2): save, then go to the role's dashboard. */
export function CompleteProfilePage() {
  const { session, loading, user, userRole, reload } = useAuth();
  const intl = useIntl();
  // The tenant the person joined (or whose domain this is), never Portico's own look.
  const branding = usePublicBranding();
  const navigate = useNavigate();
  const [values, setValues] = useState({ first_name: '', last_name: '', linkedin: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const profile = useApiQuery('/api/profile', { tenantId: null }, { enabled: session !== null });
  const saveProfile = useApiMutation('put', '/api/profile', { invalidates: ['/api/profile'] });
  const busy = saveProfile.isPending || saveProfile.isSuccess;

  // What is on file fills the form once, when it arrives; typing is never overwritten after.
  const saved = profile.data;
  useEffect(() => {
    if (!saved) return;
    setValues((current) =>
      current.first_name || current.last_name || current.linkedin
        ? current
        : { first_name: saved.first_name, last_name: saved.last_name, linkedin: saved.linkedin },
    );
  }, [saved]);

  if (loading) return <LoadingScreen />;
  if (!session) return <Navigate to="/login" replace />;

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateProfile(values, intl);
    setErrors(found);
    if (hasErrors(found)) return;
    if (!user) {
      setFailure(intl.formatMessage({ id: 'profile.noUser' }));
      return;
    }
    if (!userRole || userRole === 'anonymous') {
      setFailure(intl.formatMessage({ id: 'profile.noRole' }));
      return;
    }
    setFailure(null);
    try {
      await saveProfile.mutateAsync({
        body: {
          first_name: values.first_name.trim(),
          last_name: values.last_name.trim(),
          linkedin: values.linkedin.trim() || null,
        },
      });
      // The name shows in the session from now on (sidebar, greetings).
      void reload();
      navigate(profileHomeFor(userRole), { replace: true });
    } catch {
      setFailure(intl.formatMessage({ id: 'profile.failed' }));
    }
  };

  return (
    <AuthLayout branding={branding} brandingPending={branding === undefined}>
      <div className="auth-heading">
        <h1>{intl.formatMessage({ id: 'profile.title' })}</h1>
        <p>{intl.formatMessage({ id: 'profile.intro' })}</p>
      </div>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className="auth-grid-2">
          <TextField
            label={intl.formatMessage({ id: 'profile.firstName' })}
            autoComplete="given-name"
            value={values.first_name}
            onChange={set('first_name')}
            error={errors.first_name}
            required
          />
          <TextField
            label={intl.formatMessage({ id: 'profile.lastName' })}
            autoComplete="family-name"
            value={values.last_name}
            onChange={set('last_name')}
            error={errors.last_name}
            required
          />
        </div>
        <TextField
          label={intl.formatMessage({ id: 'profile.linkedin' })}
          type="url"
          value={values.linkedin}
          onChange={set('linkedin')}
          error={errors.linkedin}
          placeholder={intl.formatMessage({ id: 'profile.linkedinPlaceholder' })}
        />
        <Button type="submit" size="lg" block busy={busy}>
          {intl.formatMessage({ id: 'profile.submit' })}
        </Button>
      </form>
    </AuthLayout>
  );
}
