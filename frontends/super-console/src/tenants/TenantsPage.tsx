import { useState } from 'react';
import { Alert, Button, Modal, TextField, useToast } from '@portico/frontend-kit';
import { FormattedMessage, useIntl } from '../i18n';
import { InviteUserModal } from './InviteUserModal';
import { TenantDrawer } from './TenantDrawer';
import { TenantFiltersBar } from './TenantFiltersBar';
import { TenantTable, type SuperTenant } from './TenantTable';
import { NO_FILTERS, useTenantList, useTenantStatus } from './useTenants';

/**
 * /super/tenants (docs/product.md §2 Tenants & Domains) on the platform's real tenants: filters,
 * the table, the drawer, Create New Tenant (a tenant with its first owner's invitation), and
 * suspension, which refuses the tenant's members from their next request.
 */
export function TenantsPage() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const tenants = useTenantList(filters);
  const [open, setOpen] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [suspending, setSuspending] = useState<SuperTenant | null>(null);
  const status = useTenantStatus();
  const toast = useToast();
  const intl = useIntl();

  const activate = async (tenant: SuperTenant) => {
    try {
      await status.mutateAsync({
        tenantId: null,
        params: { path: { id: tenant.id } },
        body: { status: 'active' },
      });
      toast(intl.formatMessage({ id: 'tenants.activated' }, { name: tenant.name }), {
        tone: 'success',
      });
    } catch (failure) {
      toast((failure as Error).message || intl.formatMessage({ id: 'tenants.updateFailed' }), {
        tone: 'error',
      });
    }
  };

  return (
    <div className="console">
      <div className="console__head">
        <div>
          <h1>{intl.formatMessage({ id: 'tenants.title' })}</h1>
          <p className="console__subtitle">{intl.formatMessage({ id: 'tenants.subtitle' })}</p>
        </div>
        <Button onClick={() => setCreating(true)}>
          {intl.formatMessage({ id: 'tenants.create' })}
        </Button>
      </div>
      <section className="pt-card" aria-label={intl.formatMessage({ id: 'tenants.list' })}>
        <TenantFiltersBar filters={filters} onChange={setFilters} withDomainFilter />
        <TenantTable
          query={tenants}
          caption={intl.formatMessage({ id: 'tenants.list' })}
          page={filters.page}
          onPage={(page) => setFilters({ ...filters, page })}
          actions={(tenant) => (
            <div className="quick-actions">
              <Button size="sm" variant="secondary" onClick={() => setOpen(tenant.id)}>
                <FormattedMessage
                  id="tenants.details"
                  values={{
                    name: tenant.name,
                    h: (chunks) => <span className="pt-visually-hidden">{chunks}</span>,
                  }}
                />
              </Button>
              {tenant.status === 'suspended' ? (
                <Button size="sm" variant="secondary" onClick={() => void activate(tenant)}>
                  <FormattedMessage
                    id="tenants.activate"
                    values={{
                      name: tenant.name,
                      h: (chunks) => <span className="pt-visually-hidden">{chunks}</span>,
                    }}
                  />
                </Button>
              ) : (
                <Button size="sm" variant="danger" onClick={() => setSuspending(tenant)}>
                  <FormattedMessage
                    id="tenants.suspend"
                    values={{
                      name: tenant.name,
                      h: (chunks) => <span className="pt-visually-hidden">{chunks}</span>,
                    }}
                  />
                </Button>
              )}
            </div>
          )}
        />
      </section>
      {open && <TenantDrawer tenantId={open} onClose={() => setOpen(null)} />}
      {creating && <InviteUserModal initialTab="new" onClose={() => setCreating(false)} />}
      {suspending && <SuspendModal tenant={suspending} onClose={() => setSuspending(null)} />}
    </div>
  );
}

function SuspendModal({ tenant, onClose }: { tenant: SuperTenant; onClose: () => void }) {
  const status = useTenantStatus();
  const toast = useToast();
  const intl = useIntl();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const suspend = async () => {
    setError(null);
    try {
      await status.mutateAsync({
        tenantId: null,
        params: { path: { id: tenant.id } },
        body: { status: 'suspended', ...(reason.trim() ? { reason: reason.trim() } : {}) },
      });
      toast(intl.formatMessage({ id: 'tenants.suspended' }, { name: tenant.name }), {
        tone: 'success',
      });
      onClose();
    } catch (failure) {
      setError((failure as Error).message || intl.formatMessage({ id: 'tenants.updateFailed' }));
    }
  };
  return (
    <Modal
      title={intl.formatMessage({ id: 'tenants.suspend.question' }, { name: tenant.name })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'tenants.cancel' })}
          </Button>
          <Button variant="danger" onClick={() => void suspend()} disabled={status.isPending}>
            {intl.formatMessage({
              id: status.isPending ? 'tenants.suspending' : 'tenants.suspend.confirm',
            })}
          </Button>
        </>
      }
    >
      <p>{intl.formatMessage({ id: 'tenants.suspend.body' })}</p>
      <TextField
        label={intl.formatMessage({ id: 'tenants.suspend.reason' })}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      {error && <Alert tone="error">{error}</Alert>}
    </Modal>
  );
}
