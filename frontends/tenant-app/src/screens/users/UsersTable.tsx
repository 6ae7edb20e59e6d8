import { Avatar, Badge, TableRegion, useKitIntl } from '@portico/frontend-kit';
import { useIntl } from '../../i18n';
import { RowMenu, type RowAction } from './RowMenu';
import {
  displayName,
  roleTone,
  shortDate,
  SORTS,
  type SortKey,
  type TenantRoleRow,
  type UserRow,
} from './model';

const STATUS_TONE = { active: 'green', pending: 'orange', suspended: 'red' } as const;

/** The users table: sortable headers (buttons with aria-sort), selection, status and the row menu. */
export function UsersTable({
  users,
  roles,
  sort,
  onSort,
  selected,
  onSelect,
  onRow,
}: {
  users: UserRow[];
  roles: readonly TenantRoleRow[];
  sort: { key: SortKey; order: 'asc' | 'desc' };
  onSort: (key: SortKey) => void;
  selected: ReadonlySet<string>;
  onSelect: (ids: ReadonlySet<string>) => void;
  onRow: (action: RowAction, user: UserRow) => void;
}) {
  const intl = useIntl();
  const { formatTimeAgo: relativeTime } = useKitIntl();
  const allOnPage = users.length > 0 && users.every((u) => selected.has(u.id));
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelect(next);
  };
  return (
    <TableRegion label={intl.formatMessage({ id: 'users.table' })}>
      <table className="pt-table">
        <caption className="pt-visually-hidden">
          {intl.formatMessage({ id: 'users.table' })}
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <input
                type="checkbox"
                aria-label={intl.formatMessage({ id: 'users.selectPage' })}
                checked={allOnPage}
                onChange={() => onSelect(allOnPage ? new Set() : new Set(users.map((u) => u.id)))}
              />
            </th>
            {SORTS.map((s) => (
              <th
                key={s.key}
                scope="col"
                aria-sort={
                  sort.key === s.key
                    ? sort.order === 'asc'
                      ? 'ascending'
                      : 'descending'
                    : undefined
                }
              >
                <button type="button" className="sort-button" onClick={() => onSort(s.key)}>
                  {intl.formatMessage(s.label)}
                  <span aria-hidden="true">
                    {sort.key === s.key
                      ? intl.formatMessage({
                          id: sort.order === 'asc' ? 'users.sort.asc' : 'users.sort.desc',
                        })
                      : ''}
                  </span>
                </button>
              </th>
            ))}
            <th scope="col">{intl.formatMessage({ id: 'users.col.status' })}</th>
            <th scope="col">
              <span className="pt-visually-hidden">
                {intl.formatMessage({ id: 'users.col.actions' })}
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((u) => (
            <tr key={u.id}>
              <td>
                <input
                  type="checkbox"
                  aria-label={intl.formatMessage({ id: 'users.select' }, { name: displayName(u) })}
                  checked={selected.has(u.id)}
                  onChange={() => toggle(u.id)}
                />
              </td>
              <td>
                <span className="users-name">
                  <Avatar
                    firstName={u.first_name}
                    lastName={u.last_name}
                    email={u.email}
                    color={u.profile_color}
                    size="sm"
                  />
                  {u.name || intl.formatMessage({ id: 'users.noName' })}
                </span>
              </td>
              <td>
                {u.email}
                {/* An account made with a shared invitation link has not proven its address. */}
                {!u.email_confirmed && (
                  <>
                    {' '}
                    <Badge tone="orange">{intl.formatMessage({ id: 'users.unconfirmed' })}</Badge>
                  </>
                )}
              </td>
              <td>
                <Badge tone={roleTone(roles, u.role)}>{u.role_label}</Badge>
              </td>
              <td>
                {u.last_active
                  ? relativeTime(u.last_active)
                  : intl.formatMessage({ id: 'users.never' })}
              </td>
              <td>{shortDate(intl, u.created_at)}</td>
              <td>
                <Badge tone={STATUS_TONE[u.status as keyof typeof STATUS_TONE] ?? 'gray'}>
                  {intl.formatMessage({ id: `users.status.${u.status}` })}
                </Badge>
              </td>
              <td>
                <RowMenu name={displayName(u)} onChoose={(a) => onRow(a, u)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
