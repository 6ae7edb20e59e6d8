import { useState } from 'react';
import { Alert, Button, Modal, TextField, useToast } from '@portico/frontend-kit';
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

  const activate = async (tenant: SuperTenant) => {
    try {
      await status.mutateAsync({
        tenantId: null,
        params: { path: { id: tenant.id } },
        body: { status: 'active' },
      });
      toast(`${tenant.name} is active again`, { tone: 'success' });
    } catch (failure) {
      toast((failure as Error).message || 'Update failed', { tone: 'error' });
    }
  };

  return (
    <div className="console">
      <div className="console__head">
        <div>
          <h1>Tenants &amp; Domains</h1>
          <p className="console__subtitle">Every workspace on the platform</p>
        </div>
        <Button onClick={() => setCreating(true)}>Create New Tenant</Button>
      </div>
      <section className="pt-card" aria-label="Tenants">
        <TenantFiltersBar filters={filters} onChange={setFilters} withDomainFilter />
        <TenantTable
          query={tenants}
          caption="Tenants"
          page={filters.page}
          onPage={(page) => setFilters({ ...filters, page })}
          actions={(tenant) => (
            <div className="quick-actions">
              <Button size="sm" variant="secondary" onClick={() => setOpen(tenant.id)}>
                Details<span className="pt-visually-hidden"> of {tenant.name}</span>
              </Button>
              {tenant.status === 'suspended' ? (
                <Button size="sm" variant="secondary" onClick={() => void activate(tenant)}>
                  Activate<span className="pt-visually-hidden"> {tenant.name}</span>
                </Button>
              ) : (
                <Button size="sm" variant="danger" onClick={() => setSuspending(tenant)}>
                  Suspend<span className="pt-visually-hidden"> {tenant.name}</span>
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
      toast(`${tenant.name} is suspended`, { tone: 'success' });
      onClose();
    } catch (failure) {
      setError((failure as Error).message || 'Update failed');
    }
  };
  return (
    <Modal
      title={`Suspend ${tenant.name}?`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void suspend()} disabled={status.isPending}>
            {status.isPending ? 'Suspending...' : 'Suspend'}
          </Button>
        </>
      }
    >
      <p>Its members lose access at once, until the tenant is activated again.</p>
      <TextField label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} />
      {error && <Alert tone="error">{error}</Alert>}
    </Modal>
  );
}
