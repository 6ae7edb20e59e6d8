import { useState } from 'react';
import {
  Alert,
  Button,
  isApiError,
  Modal,
  SelectField,
  Tabs,
  TextField,
  useApiMutation,
  useApiQuery,
  type ApiAnswer,
} from '@portico/frontend-kit';
import { capitalised, DEFAULT_SEATS, MEMBER_ROLES, slugOf, TIERS } from './tenantDisplay';

type InviteAnswer = ApiAnswer<'post', '/api/super/invitations'>;

/** docs/product.md §8, Super admin: the invite success messages, most specific first. */
export function inviteOutcome(answer: InviteAnswer): string {
  if (answer.emailError)
    return `Invite created, but email failed: ${answer.emailError}. Share this link: ${answer.signup_url}`;
  if (answer.emailSent) return 'Invite sent successfully';
  if (answer.signup_url) return `Invite created. Share this link: ${answer.signup_url}`;
  return 'Invite created.';
}

const bodyText = (failure: unknown) =>
  isApiError(failure) ? JSON.stringify(failure.body ?? failure.message) : String(failure);

/**
 * Invite User (docs/product.md §2 Super User Management, §3 invitation request, §5): to an
 * existing tenant with a role, or to a new tenant as its first admin. In the New Tenant tab the
 * slug follows the name and cannot be edited, seats start at 3, and Bypass Billing grants the
 * tier without a subscription.
 */
export function InviteUserModal({
  onClose,
  initialTab = 'existing',
  initialTenantId = '',
}: {
  onClose: () => void;
  initialTab?: 'existing' | 'new';
  initialTenantId?: string;
}) {
  const [tab, setTab] = useState<string>(initialTab);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const invite = useApiMutation('post', '/api/super/invitations', {
    invalidates: ['/api/super/tenants', '/api/super/tenant-users'],
  });
  const tenants = useApiQuery('/api/super/tenants', {
    params: { query: { page_size: 100 } },
    tenantId: null,
  });

  const [existing, setExisting] = useState({ email: '', role: '', tenant_id: initialTenantId });
  const [created, setCreated] = useState({
    name: '',
    tier: '',
    seats: String(DEFAULT_SEATS),
    email: '',
    bypass: false,
  });
  const existingReady = Boolean(existing.email.trim() && existing.role && existing.tenant_id);
  const newReady = Boolean(created.name.trim() && created.tier && created.email.trim());

  const sendExisting = async () => {
    setOutcome(null);
    try {
      const answer = await invite.mutateAsync({
        tenantId: null,
        body: {
          email: existing.email.trim(),
          role: existing.role as (typeof MEMBER_ROLES)[number],
          tenant_id: existing.tenant_id,
        },
      });
      setOutcome({ tone: 'success', text: inviteOutcome(answer) });
    } catch (failure) {
      const status = isApiError(failure) ? failure.status : 0;
      setOutcome({ tone: 'error', text: `Failed (${status}): ${bodyText(failure)}` });
    }
  };

  const sendNew = async () => {
    setOutcome(null);
    try {
      const answer = await invite.mutateAsync({
        tenantId: null,
        body: {
          tenant: {
            name: created.name.trim(),
            slug: slugOf(created.name),
            tier: created.tier as (typeof TIERS)[number],
            seats_total: Number(created.seats) || DEFAULT_SEATS,
          },
          admin: { email: created.email.trim() },
          bypass_billing: created.bypass,
        },
      });
      setOutcome({ tone: 'success', text: inviteOutcome(answer) });
    } catch (failure) {
      setOutcome({
        tone: 'error',
        text: `Invite failed: ${(failure as Error).message || 'Unknown error'}`,
      });
    }
  };

  const tenantOptions =
    tenants.status === 'success'
      ? tenants.data.items.map((t) => ({ value: t.id, label: `${t.name} (${t.slug})` }))
      : [];

  return (
    <Modal
      title="Invite User"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          {tab === 'existing' ? (
            <Button
              onClick={() => void sendExisting()}
              disabled={!existingReady || invite.isPending}
            >
              {invite.isPending ? 'Sending...' : 'Send Invite'}
            </Button>
          ) : (
            <Button onClick={() => void sendNew()} disabled={!newReady || invite.isPending}>
              {invite.isPending ? 'Sending...' : 'Create Tenant & Invite'}
            </Button>
          )}
        </>
      }
    >
      <Tabs
        label="Invite to"
        selected={tab}
        onSelect={(id) => {
          setTab(id);
          setOutcome(null);
        }}
        tabs={[
          {
            id: 'existing',
            label: 'Existing Tenant',
            content: (
              <div className="pt-stack">
                <TextField
                  label="Email"
                  type="email"
                  value={existing.email}
                  onChange={(e) => setExisting({ ...existing, email: e.target.value })}
                />
                <SelectField
                  label="Role"
                  value={existing.role}
                  options={[
                    { value: '', label: 'Choose a role' },
                    ...MEMBER_ROLES.map((r) => ({ value: r, label: capitalised(r) })),
                  ]}
                  onChange={(e) => setExisting({ ...existing, role: e.target.value })}
                />
                <SelectField
                  label="Tenant"
                  value={existing.tenant_id}
                  options={[
                    {
                      value: '',
                      label:
                        tenants.status === 'pending'
                          ? 'Loading tenants…'
                          : tenants.status === 'error'
                            ? 'Error loading tenants'
                            : 'Choose a tenant',
                    },
                    ...tenantOptions,
                  ]}
                  onChange={(e) => setExisting({ ...existing, tenant_id: e.target.value })}
                />
              </div>
            ),
          },
          {
            id: 'new',
            label: 'New Tenant',
            content: (
              <div className="pt-stack">
                <TextField
                  label="Tenant name"
                  value={created.name}
                  onChange={(e) => setCreated({ ...created, name: e.target.value })}
                />
                <TextField
                  label="Slug"
                  value={slugOf(created.name)}
                  readOnly
                  hint="Derived from the name"
                />
                <SelectField
                  label="Tier"
                  value={created.tier}
                  options={[
                    { value: '', label: 'Choose a tier' },
                    ...TIERS.map((t) => ({ value: t, label: capitalised(t) })),
                  ]}
                  onChange={(e) => setCreated({ ...created, tier: e.target.value })}
                />
                <TextField
                  label="Seats"
                  type="number"
                  min={1}
                  value={created.seats}
                  onChange={(e) => setCreated({ ...created, seats: e.target.value })}
                />
                <TextField
                  label="First admin email"
                  type="email"
                  value={created.email}
                  onChange={(e) => setCreated({ ...created, email: e.target.value })}
                />
                <label className="pt-check">
                  <input
                    type="checkbox"
                    checked={created.bypass}
                    onChange={(e) => setCreated({ ...created, bypass: e.target.checked })}
                  />
                  Bypass Billing
                </label>
                <p className="pt-field__hint">
                  Without it the workspace starts on Starter, and its owner buys the plan from
                  Billing.
                </p>
              </div>
            ),
          },
        ]}
      />
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
    </Modal>
  );
}
