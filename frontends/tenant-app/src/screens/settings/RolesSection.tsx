/**
 * Role Types & Banner Colors (docs/product.md §2, §3): key, label, colour from the six, description.
 * The server validates keys; admin stays, and its key cannot be edited here.
 */
import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  errorMessage,
  Icon,
  QueryState,
  ROLE_COLORS,
  TableRegion,
  useApiMutation,
  useTenantRoles,
  useToast,
} from '@portico/frontend-kit';
import { useIntl } from '../../i18n';
import { Section } from './AccountSections';

type Role = {
  role_key: string;
  role_label: string;
  role_color: (typeof ROLE_COLORS)[number];
  role_description: string;
};

export function RolesSection() {
  const intl = useIntl();
  const roles = useTenantRoles();
  const toast = useToast();
  const [draft, setDraft] = useState<Role[]>([]);
  const [error, setError] = useState<string | null>(null);
  const save = useApiMutation('put', '/api/tenant-roles', {
    invalidates: ['/api/tenant-roles', '/api/tenant-config', '/api/users'],
  });
  useEffect(() => {
    if (roles.data)
      setDraft(
        roles.data.roles.map((r) => ({ ...r, role_color: r.role_color as Role['role_color'] })),
      );
  }, [roles.data]);
  const edit = (i: number, change: Partial<Role>) =>
    setDraft((d) => d.map((r, j) => (j === i ? { ...r, ...change } : r)));
  const submit = () => {
    setError(null);
    save.mutate(
      { body: { roles: draft } },
      {
        onSuccess: (answer) => toast(answer.message, { tone: 'success' }),
        onError: (cause) =>
          setError(
            intl.formatMessage(
              { id: 'roles.saveFailed' },
              { reason: errorMessage(cause, intl.formatMessage({ id: 'brand.unknownError' })) },
            ),
          ),
      },
    );
  };
  return (
    <Section id="role-types" title={intl.formatMessage({ id: 'roles.title' })}>
      <QueryState
        query={roles}
        loadingLabel={intl.formatMessage({ id: 'roles.loading' })}
        error={intl.formatMessage({ id: 'roles.loadFailed' })}
      >
        {() => (
          <div className="pt-stack">
            {error && <Alert tone="error">{error}</Alert>}
            <TableRegion label={intl.formatMessage({ id: 'roles.table' })}>
              <table className="pt-table roles-table">
                <caption className="pt-visually-hidden">
                  {intl.formatMessage({ id: 'roles.table' })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{intl.formatMessage({ id: 'roles.key' })}</th>
                    <th scope="col">{intl.formatMessage({ id: 'roles.label' })}</th>
                    <th scope="col">{intl.formatMessage({ id: 'roles.colour' })}</th>
                    <th scope="col">{intl.formatMessage({ id: 'roles.description' })}</th>
                    <th scope="col">
                      <span className="pt-visually-hidden">
                        {intl.formatMessage({ id: 'roles.remove' })}
                      </span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {draft.map((r, i) => (
                    <tr key={i}>
                      <td>
                        <input
                          className="pt-input"
                          aria-label={intl.formatMessage({ id: 'roles.keyOf' }, { n: i + 1 })}
                          value={r.role_key}
                          disabled={r.role_key === 'admin'}
                          onChange={(e) => edit(i, { role_key: e.target.value })}
                        />
                      </td>
                      <td>
                        <input
                          className="pt-input"
                          aria-label={intl.formatMessage({ id: 'roles.labelOf' }, { n: i + 1 })}
                          value={r.role_label}
                          onChange={(e) => edit(i, { role_label: e.target.value })}
                        />
                      </td>
                      <td>
                        <select
                          className="pt-select"
                          aria-label={intl.formatMessage({ id: 'roles.colourOf' }, { n: i + 1 })}
                          value={r.role_color}
                          onChange={(e) =>
                            edit(i, { role_color: e.target.value as Role['role_color'] })
                          }
                        >
                          {ROLE_COLORS.map((c) => (
                            <option key={c} value={c}>
                              {intl.formatMessage({ id: `roles.colour.${c}` })}
                            </option>
                          ))}
                        </select>
                      </td>
                      <td>
                        <input
                          className="pt-input"
                          aria-label={intl.formatMessage(
                            { id: 'roles.descriptionOf' },
                            { n: i + 1 },
                          )}
                          value={r.role_description}
                          onChange={(e) => edit(i, { role_description: e.target.value })}
                        />
                      </td>
                      <td>
                        {r.role_key !== 'admin' && (
                          <Button
                            size="sm"
                            variant="ghost"
                            aria-label={intl.formatMessage(
                              { id: 'roles.removeOne' },
                              { name: r.role_label || String(i + 1) },
                            )}
                            onClick={() => setDraft((d) => d.filter((_, j) => j !== i))}
                          >
                            <Icon name="close" size={14} />
                          </Button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableRegion>
            <div className="pt-row">
              <Button
                variant="secondary"
                onClick={() =>
                  setDraft((d) => [
                    ...d,
                    { role_key: '', role_label: '', role_color: 'gray', role_description: '' },
                  ])
                }
              >
                {intl.formatMessage({ id: 'roles.add' })}
              </Button>
              <Button onClick={submit} busy={save.isPending}>
                {intl.formatMessage({ id: 'roles.save' })}
              </Button>
            </div>
          </div>
        )}
      </QueryState>
    </Section>
  );
}
