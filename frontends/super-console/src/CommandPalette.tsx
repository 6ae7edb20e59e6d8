import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Modal, TextField } from '@portico/frontend-kit';
import { paletteScreens, useScreenLabels } from '@portico/frontend-kit/screens';
import { useIntl } from './i18n';
import { ImpersonateUserModal } from './ImpersonateUserModal';
import { InviteUserModal } from './tenants/InviteUserModal';
import { MaintenanceDialog, type MaintenanceAction } from './maintenance/MaintenanceDialog';

/** Every listed action runs: one with nothing behind it is not listed at all. */
interface Action {
  label: string;
  run: () => void;
}

/** Ctrl+Shift+K, or Cmd+Shift+K on a Mac. */
export const isPaletteShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && event.shiftKey && event.key.toLowerCase() === 'k';

/**
 * The console's command palette (docs/product.md §2). It lives in the super console, which only
 * super admins can open, so the shortcut does nothing anywhere else.
 */
export function CommandPalette() {
  const navigate = useNavigate();
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const [impersonating, setImpersonating] = useState(false);
  const [creatingTenant, setCreatingTenant] = useState(false);
  const [maintenance, setMaintenance] = useState<MaintenanceAction | null>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      setFilter('');
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const labels = useScreenLabels();
  const actions = useMemo<Action[]>(() => {
    const go = (path: string) => () => {
      setOpen(false);
      navigate(path);
    };
    return [
      {
        label: intl.formatMessage({ id: 'mission.quick.create' }),
        // A tenant is created with its first owner's invitation (the New Tenant tab).
        run: () => {
          setOpen(false);
          setCreatingTenant(true);
        },
      },
      {
        label: intl.formatMessage({ id: 'mission.quick.impersonate' }),
        run: () => {
          setOpen(false);
          setImpersonating(true);
        },
      },
      {
        label: intl.formatMessage({ id: 'maintenance.purge.confirm' }),
        run: () => {
          setOpen(false);
          setMaintenance('purge');
        },
      },
      {
        label: intl.formatMessage({ id: 'maintenance.reindex.confirm' }),
        run: () => {
          setOpen(false);
          setMaintenance('reindex');
        },
      },
      // Then every screen the registry offers here (frontends/kit/src/screens/registry.ts).
      ...paletteScreens().map((screen) => ({
        label: labels.palette(screen),
        run: go(screen.path),
      })),
    ];
  }, [navigate, labels, intl]);

  const shown = actions.filter((action) =>
    action.label.toLowerCase().includes(filter.trim().toLowerCase()),
  );

  return (
    <>
      {open && (
        <Modal title={intl.formatMessage({ id: 'palette.title' })} onClose={() => setOpen(false)}>
          <TextField
            label={intl.formatMessage({ id: 'palette.search' })}
            value={filter}
            autoFocus
            onChange={(event) => setFilter(event.target.value)}
          />
          <ul className="palette-actions">
            {shown.map((action) => (
              <li key={action.label}>
                <button type="button" className="palette-action" onClick={action.run}>
                  {action.label}
                </button>
              </li>
            ))}
          </ul>
        </Modal>
      )}
      {impersonating && <ImpersonateUserModal onClose={() => setImpersonating(false)} />}
      {maintenance && (
        <MaintenanceDialog action={maintenance} onClose={() => setMaintenance(null)} />
      )}
      {creatingTenant && (
        <InviteUserModal initialTab="new" onClose={() => setCreatingTenant(false)} />
      )}
    </>
  );
}
