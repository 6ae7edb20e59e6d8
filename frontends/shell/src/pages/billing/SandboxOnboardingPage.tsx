/**
 * The sandbox's stand-in for Stripe's Connect onboarding (issue 29), where an Account Link
 * sends the agency's admin when no Stripe keys are configured. It says plainly that nothing is
 * verified; completing it makes the account able to take payments, and the sandbox sends
 * `account.updated` through the Connect webhook's verification, as Stripe would.
 */
import { useState } from 'react';
import { useParams } from 'react-router';
import {
  Alert,
  Button,
  errorMessage,
  QueryState,
  SelectField,
  TextField,
  useApiMutation,
  useApiQuery,
} from '@portico/frontend-kit';
import { AuthLayout } from '../auth/AuthLayout';
import { returnTo } from './SandboxCheckoutPage';

const COUNTRIES = ['US', 'GB', 'IE', 'DE', 'FR', 'ES', 'CA', 'AU'];

export function SandboxOnboardingPage() {
  const token = useParams().token ?? '';
  const page = useApiQuery(
    '/api/payments/sandbox-onboarding/{token}',
    // Public, as Stripe's page is: the link's token is the secret.
    { params: { path: { token } }, tenantId: null, anonymous: true },
    { retry: false },
  );
  const complete = useApiMutation('post', '/api/payments/sandbox-onboarding/{token}/complete');
  const [country, setCountry] = useState('');
  const [businessName, setBusinessName] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (fallbackCountry: string) => {
    setFailure(null);
    complete.mutate(
      {
        params: { path: { token } },
        body: { country: country || fallbackCountry, businessName },
        tenantId: null,
        anonymous: true,
      },
      {
        onSuccess: (answer) => returnTo.go(answer.returnUrl),
        onError: (cause) => setFailure(errorMessage(cause, 'Onboarding failed. Try again.')),
      },
    );
  };

  return (
    <AuthLayout>
      <h1>Sandbox Stripe onboarding</h1>
      <Alert tone="info">Sandbox mode: no business is verified and no money moves.</Alert>
      <QueryState
        query={page}
        loadingLabel="Loading onboarding"
        error="This onboarding link could not be found."
      >
        {(p) =>
          p.status !== 'open' ? (
            <Alert tone="error">
              This onboarding link was already used or has expired. Start again from Payments.
            </Alert>
          ) : (
            <form
              className="pt-stack"
              onSubmit={(event) => {
                event.preventDefault();
                submit(p.country);
              }}
            >
              <TextField
                label="Business name"
                value={businessName}
                onChange={(e) => setBusinessName(e.target.value)}
              />
              <SelectField
                label="Country"
                value={country || p.country}
                onChange={(e) => setCountry(e.target.value)}
                options={COUNTRIES.map((c) => ({ value: c, label: c }))}
              />
              {failure && <Alert tone="error">{failure}</Alert>}
              <Button type="submit" busy={complete.isPending}>
                Complete onboarding
              </Button>
            </form>
          )
        }
      </QueryState>
    </AuthLayout>
  );
}
