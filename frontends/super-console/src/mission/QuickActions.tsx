import { useState } from 'react';
import { Button } from '@portico/frontend-kit';
import { useIntl } from '../i18n';
import { ImpersonateUserModal } from '../ImpersonateUserModal';
import { MaintenanceDialog } from '../maintenance/MaintenanceDialog';
import { InviteUserModal } from '../tenants/InviteUserModal';
import { NotifyAdminsModal } from './NotifyAdminsModal';

type Open = 'create' | 'impersonate' | 'notify' | 'purge' | null;

/**
 * Mission Control's Quick Actions (docs/product.md §2). Create Tenant opens the same dialog as the
 * tenants page and the command palette: a tenant is created with its first owner's invitation.
 */
export function QuickActions() {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const intl = useIntl();
  return (
    <section className="pt-card" aria-labelledby="quick-actions">
      <h2 className="pt-card__title" id="quick-actions">
        {intl.formatMessage({ id: 'mission.quick' })}
      </h2>
      <div className="quick-actions">
        <Button variant="secondary" onClick={() => setOpen('create')}>
          {intl.formatMessage({ id: 'mission.quick.create' })}
        </Button>
        <Button variant="secondary" onClick={() => setOpen('impersonate')}>
          {intl.formatMessage({ id: 'mission.quick.impersonate' })}
        </Button>
        <Button variant="secondary" onClick={() => setOpen('notify')}>
          {intl.formatMessage({ id: 'mission.notify' })}
        </Button>
        <Button variant="secondary" onClick={() => setOpen('purge')}>
          {intl.formatMessage({ id: 'maintenance.purge.confirm' })}
        </Button>
      </div>
      {open === 'create' && <InviteUserModal initialTab="new" onClose={close} />}
      {open === 'impersonate' && <ImpersonateUserModal onClose={close} />}
      {open === 'notify' && <NotifyAdminsModal onClose={close} />}
      {open === 'purge' && <MaintenanceDialog action="purge" onClose={close} />}
    </section>
  );
}
