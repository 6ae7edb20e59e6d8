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
import { consoleCatalogue, useIntl, type Intl } from '../i18n';
import { capitalised, DEFAULT_SEATS, MEMBER_ROLES, roleText, slugOf, TIERS } from './tenantDisplay';

type InviteAnswer = ApiAnswer<'post', '/api/super/invitations'>;

/**
 * docs/product.md §8, Super admin: the invite success messages, most specific first, in the
 * page's language (English unless told).
 */
export function inviteOutcome(answer: InviteAnswer, intl: Intl = consoleCatalogue.intl()): string {
  if (answer.emailError)
    return intl.formatMessage(
      { id: 'invite.outcome.emailFailed' },
      { error: answer.emailError, link: answer.signup_url ?? '' },
    );
  if (answer.emailSent) return intl.formatMessage({ id: 'invite.outcome.sent' });
  if (answer.signup_url)
    return intl.formatMessage({ id: 'invite.outcome.link' }, { link: answer.signup_url });
  return intl.formatMessage({ id: 'invite.outcome.created' });
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
  const intl = useIntl();
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
      setOutcome({ tone: 'success', text: inviteOutcome(answer, intl) });
    } catch (failure) {
      const status = isApiError(failure) ? failure.status : 0;
      setOutcome({
        tone: 'error',
        text: intl.formatMessage(
          { id: 'invite.failedStatus' },
          { status, reason: bodyText(failure) },
        ),
      });
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
      setOutcome({ tone: 'success', text: inviteOutcome(answer, intl) });
    } catch (failure) {
      setOutcome({
        tone: 'error',
        text: intl.formatMessage(
          { id: 'invite.failed' },
          {
            reason: (failure as Error).message || intl.formatMessage({ id: 'invite.unknownError' }),
          },
        ),
      });
    }
  };

  const tenantOptions =
    tenants.status === 'success'
      ? tenants.data.items.map((t) => ({ value: t.id, label: `${t.name} (${t.slug})` }))
      : [];

  return (
    <Modal
      title={intl.formatMessage({ id: 'invite.title' })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'tenants.cancel' })}
          </Button>
          {tab === 'existing' ? (
            <Button
              onClick={() => void sendExisting()}
              disabled={!existingReady || invite.isPending}
            >
              {intl.formatMessage({ id: invite.isPending ? 'invite.sending' : 'invite.send' })}
            </Button>
          ) : (
            <Button onClick={() => void sendNew()} disabled={!newReady || invite.isPending}>
              {intl.formatMessage({
                id: invite.isPending ? 'invite.sending' : 'invite.createAndSend',
              })}
            </Button>
          )}
        </>
      }
    >
      <Tabs
        label={intl.formatMessage({ id: 'invite.to' })}
        selected={tab}
        onSelect={(id) => {
          setTab(id);
          setOutcome(null);
        }}
        tabs={[
          {
            id: 'existing',
            label: intl.formatMessage({ id: 'invite.existing' }),
            content: (
              <div className="pt-stack">
                <TextField
                  label={intl.formatMessage({ id: 'tenants.users.email' })}
                  type="email"
                  value={existing.email}
                  onChange={(e) => setExisting({ ...existing, email: e.target.value })}
                />
                <SelectField
                  label={intl.formatMessage({ id: 'tenants.users.role' })}
                  value={existing.role}
                  options={[
                    { value: '', label: intl.formatMessage({ id: 'invite.chooseRole' }) },
                    ...MEMBER_ROLES.map((r) => ({ value: r, label: roleText(r, intl) })),
                  ]}
                  onChange={(e) => setExisting({ ...existing, role: e.target.value })}
                />
                <SelectField
                  label={intl.formatMessage({ id: 'audit.tenant' })}
                  value={existing.tenant_id}
                  options={[
                    {
                      value: '',
                      label:
                        tenants.status === 'pending'
                          ? intl.formatMessage({ id: 'invite.tenants.loading' })
                          : tenants.status === 'error'
                            ? intl.formatMessage({ id: 'mission.tenants.failed' })
                            : intl.formatMessage({ id: 'invite.chooseTenant' }),
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
            label: intl.formatMessage({ id: 'invite.new' }),
            content: (
              <div className="pt-stack">
                <TextField
                  label={intl.formatMessage({ id: 'invite.tenantName' })}
                  value={created.name}
                  onChange={(e) => setCreated({ ...created, name: e.target.value })}
                />
                <TextField
                  label={intl.formatMessage({ id: 'tenants.slug' })}
                  value={slugOf(created.name)}
                  readOnly
                  hint={intl.formatMessage({ id: 'invite.slug.hint' })}
                />
                <SelectField
                  label={intl.formatMessage({ id: 'tenants.tier' })}
                  value={created.tier}
                  options={[
                    { value: '', label: intl.formatMessage({ id: 'invite.chooseTier' }) },
                    ...TIERS.map((t) => ({ value: t, label: capitalised(t) })),
                  ]}
                  onChange={(e) => setCreated({ ...created, tier: e.target.value })}
                />
                <TextField
                  label={intl.formatMessage({ id: 'tenants.seats' })}
                  type="number"
                  min={1}
                  value={created.seats}
                  onChange={(e) => setCreated({ ...created, seats: e.target.value })}
                />
                <TextField
                  label={intl.formatMessage({ id: 'invite.adminEmail' })}
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
                  {intl.formatMessage({ id: 'invite.bypass' })}
                </label>
                <p className="pt-field__hint">{intl.formatMessage({ id: 'invite.bypass.hint' })}</p>
              </div>
            ),
          },
        ]}
      />
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
    </Modal>
  );
}
