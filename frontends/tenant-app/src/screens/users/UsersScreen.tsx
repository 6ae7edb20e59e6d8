/**
 * CRM – Users (docs/product.md §2, variant B with variant A's behaviours): server-side search, role
 * chips, status filter, sortable columns, page sizes and pager, selection with bulk role change
 * and bulk delete, Export and Import CSV, Invite, and the per-row menu.
 */
import { useDeferredValue, useState } from 'react';
import {
  Button,
  EmptyState,
  errorMessage,
  Icon,
  QueryState,
  SelectField,
  TextField,
  useApi,
  useApiMutation,
  useApiQuery,
  useTenantRoles,
  useToast,
} from '@portico/frontend-kit';
import { useIntl } from '../../i18n';
import { ScreenHeader } from '../ScreenHeader';
import { BulkDeleteDialog } from './BulkDeleteDialog';
import { ImportModal } from './ImportModal';
import { InviteModal } from './InviteModal';
import {
  PAGE_SIZES,
  showing,
  STATUSES,
  type SortKey,
  type StatusFilter,
  type UserRow,
} from './model';
import type { RowAction } from './RowMenu';
import { ChangeRoleModal, DeleteUserDialog, EditUserPanel, UserDetailDrawer } from './UserDialogs';
import { useOptimisticUsers } from './optimistic';
import { UsersTable } from './UsersTable';
import './users.css';

type Open = { action: RowAction; user: UserRow } | { action: 'invite' | 'import' | 'bulk-delete' };

export function UsersScreen() {
  const intl = useIntl();
  const api = useApi();
  const toast = useToast();
  const roles = useTenantRoles();
  const tenantRoles = roles.data?.roles ?? [];
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const [chips, setChips] = useState<string[]>([]);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [sort, setSort] = useState<{ key: SortKey; order: 'asc' | 'desc' }>({
    key: 'created_at',
    order: 'desc',
  });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<(typeof PAGE_SIZES)[number]>(25);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState<Open | null>(null);
  const filters = {
    ...(deferredSearch ? { search: deferredSearch } : {}),
    ...(chips.length ? { role: chips.join(',') } : {}),
    status,
    sort: sort.key,
    order: sort.order,
  };
  const users = useApiQuery('/api/users', {
    params: { query: { ...filters, page, page_size: String(pageSize) as '25' } },
  });
  const bulkRole = useApiMutation('post', '/api/users/bulk-role', {
    invalidates: ['/api/users', '/api/users/recent'],
  });
  const reset = useApiMutation('post', '/api/admin-reset-password');
  const optimistic = useOptimisticUsers();

  const refilter = (change: () => void) => {
    change();
    setPage(1);
    setSelected(new Set());
  };

  const exportCsv = async () => {
    try {
      const csv = (await api.call('get', '/api/users/export.csv', {
        params: { query: filters },
        parseAs: 'text',
      })) as unknown as string;
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
      const link = Object.assign(document.createElement('a'), { href: url, download: 'users.csv' });
      // Attached while clicked: some browsers ignore a click on a detached link.
      document.body.append(link);
      link.click();
      link.remove();
      // Revoked once the browser has taken the download.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (cause) {
      toast(intl.formatMessage({ id: 'users.exportFailed' }, { reason: reasonOf(cause) }), {
        tone: 'error',
      });
    }
  };

  const onRow = (action: RowAction, user: UserRow) => {
    if (action !== 'reset') return setOpen({ action, user });
    reset.mutate(
      { body: { user_id: user.id } },
      {
        onSuccess: (answer) => toast(answer.message, { tone: 'success' }),
        onError: (cause) =>
          toast(intl.formatMessage({ id: 'users.resetFailed' }, { reason: reasonOf(cause) }), {
            tone: 'error',
          }),
      },
    );
  };

  const changeSelected = (role: string) => {
    const undo = optimistic([...selected], {
      role,
      role_label: tenantRoles.find((r) => r.role_key === role)?.role_label ?? role,
    });
    bulkRole.mutate(
      { body: { user_ids: [...selected], role } },
      {
        onSuccess: (answer) => {
          toast(
            intl.formatMessage(
              { id: 'users.bulkRole.done' },
              { count: answer.changed, role: answer.role_label },
            ),
            { tone: 'success' },
          );
          setSelected(new Set());
        },
        onError: (cause) => {
          undo();
          toast(
            intl.formatMessage(
              { id: 'users.bulkRole.failed' },
              {
                reason: errorMessage(
                  cause,
                  intl.formatMessage({ id: 'users.bulkRole.failedReason' }),
                ),
              },
            ),
            { tone: 'error' },
          );
        },
      },
    );
  };

  const reasonOf = (cause: unknown) =>
    errorMessage(cause, intl.formatMessage({ id: 'users.unknownError' }));
  const filtered = deferredSearch !== '' || chips.length > 0 || status !== 'all';
  const total = users.data?.total ?? 0;
  const shown = users.data?.users.length ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));

  return (
    <div className="screen">
      <ScreenHeader
        title={intl.formatMessage({ id: 'users.title' })}
        subtitle={intl.formatMessage({ id: 'users.subtitle' })}
        actions={
          <>
            <Button variant="secondary" onClick={() => void exportCsv()}>
              {intl.formatMessage({ id: 'users.export' })}
            </Button>
            <Button variant="secondary" onClick={() => setOpen({ action: 'import' })}>
              {intl.formatMessage({ id: 'users.import' })}
            </Button>
            <Button onClick={() => setOpen({ action: 'invite' })}>
              {intl.formatMessage({ id: 'users.invite' })}
            </Button>
          </>
        }
      />
      <div className="users-toolbar">
        <TextField
          label={intl.formatMessage({ id: 'users.search' })}
          type="search"
          placeholder={intl.formatMessage({ id: 'users.searchHint' })}
          value={search}
          onChange={(e) => refilter(() => setSearch(e.target.value))}
        />
        <SelectField
          label={intl.formatMessage({ id: 'users.col.status' })}
          value={status}
          onChange={(e) => refilter(() => setStatus(e.target.value as StatusFilter))}
          options={STATUSES.map((s) => ({
            value: s,
            label: intl.formatMessage({ id: `users.status.${s}` }),
          }))}
        />
        <SelectField
          label={intl.formatMessage({ id: 'users.perPage' })}
          value={String(pageSize)}
          onChange={(e) =>
            refilter(() => setPageSize(Number(e.target.value) as (typeof PAGE_SIZES)[number]))
          }
          options={PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }))}
        />
      </div>
      <div
        className="role-chips"
        role="group"
        aria-label={intl.formatMessage({ id: 'users.filterByRole' })}
      >
        {tenantRoles.map((r) => {
          const on = chips.includes(r.role_key);
          return (
            <button
              key={r.role_key}
              type="button"
              className={on ? 'role-chip role-chip--on' : 'role-chip'}
              aria-pressed={on}
              onClick={() =>
                refilter(() =>
                  setChips(on ? chips.filter((c) => c !== r.role_key) : [...chips, r.role_key]),
                )
              }
            >
              {r.role_label}
            </button>
          );
        })}
      </div>
      {selected.size > 0 && (
        <div
          className="bulk-bar"
          role="region"
          aria-label={intl.formatMessage({ id: 'users.selectedRegion' })}
        >
          <span>{intl.formatMessage({ id: 'users.selected' }, { count: selected.size })}</span>
          {tenantRoles
            .filter((r) => r.role_key !== 'admin')
            .slice(0, 2)
            .map((r) => (
              <Button
                key={r.role_key}
                size="sm"
                variant="secondary"
                busy={bulkRole.isPending}
                onClick={() => changeSelected(r.role_key)}
              >
                {intl.formatMessage({ id: 'users.makeRole' }, { role: r.role_label })}
              </Button>
            ))}
          <Button size="sm" variant="danger" onClick={() => setOpen({ action: 'bulk-delete' })}>
            {intl.formatMessage({ id: 'users.deleteSelected' })}
          </Button>
        </div>
      )}
      <QueryState
        query={users}
        loadingLabel={intl.formatMessage({ id: 'users.loading' })}
        error={intl.formatMessage({ id: 'users.failed' })}
        retry
        isEmpty={(answer) => answer.total === 0}
        empty={
          <EmptyState
            title={intl.formatMessage({ id: filtered ? 'users.noMatch' : 'users.empty' })}
            icon={<Icon name="users" />}
          />
        }
      >
        {(answer) => (
          <UsersTable
            users={answer.users}
            roles={tenantRoles}
            sort={sort}
            onSort={(key) =>
              refilter(() =>
                setSort((s) =>
                  s.key === key
                    ? { key, order: s.order === 'asc' ? 'desc' : 'asc' }
                    : {
                        key,
                        order: key === 'created_at' || key === 'last_active' ? 'desc' : 'asc',
                      },
                ),
              )
            }
            selected={selected}
            onSelect={setSelected}
            onRow={onRow}
          />
        )}
      </QueryState>
      <nav className="pager" aria-label={intl.formatMessage({ id: 'users.pages' })}>
        <Button
          size="sm"
          variant="secondary"
          disabled={page <= 1}
          onClick={() => setPage(page - 1)}
        >
          {intl.formatMessage({ id: 'users.prev' })}
        </Button>
        <span>{intl.formatMessage({ id: 'users.page' }, { page })}</span>
        <Button
          size="sm"
          variant="secondary"
          disabled={page >= lastPage}
          onClick={() => setPage(page + 1)}
        >
          {intl.formatMessage({ id: 'users.next' })}
        </Button>
        <span aria-live="polite">{showing(intl, shown, total)}</span>
      </nav>
      {open?.action === 'invite' && <InviteModal onClose={() => setOpen(null)} />}
      {open?.action === 'import' && <ImportModal onClose={() => setOpen(null)} />}
      {open?.action === 'bulk-delete' && (
        <BulkDeleteDialog
          ids={[...selected]}
          onDone={() => setSelected(new Set())}
          onClose={() => setOpen(null)}
        />
      )}
      {open && 'user' in open && open.action === 'edit' && (
        <EditUserPanel user={open.user} roles={tenantRoles} onClose={() => setOpen(null)} />
      )}
      {open && 'user' in open && open.action === 'role' && (
        <ChangeRoleModal user={open.user} roles={tenantRoles} onClose={() => setOpen(null)} />
      )}
      {open && 'user' in open && open.action === 'activity' && (
        <UserDetailDrawer user={open.user} roles={tenantRoles} onClose={() => setOpen(null)} />
      )}
      {open && 'user' in open && open.action === 'delete' && (
        <DeleteUserDialog user={open.user} onClose={() => setOpen(null)} />
      )}
    </div>
  );
}
