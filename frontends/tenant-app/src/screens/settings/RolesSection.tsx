/**
 * Role Types & Banner Colors (docs/product.md §2, §3): key, label, colour from the six, description.
 * The server validates keys; admin stays, and its key cannot be edited here.
 */
import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  errorMessage,
  QueryState,
  ROLE_COLORS,
  TableRegion,
  useApiMutation,
  useTenantRoles,
  useToast,
} from '@portico/frontend-kit';
import { Section } from './AccountSections';

type Role = {
  role_key: string;
  role_label: string;
  role_color: (typeof ROLE_COLORS)[number];
  role_description: string;
};

export function RolesSection() {
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
          setError(`Failed to save roles: ${errorMessage(cause, 'Unknown error')}`),
      },
    );
  };
  return (
    <Section id="role-types" title="Role Types & Banner Colors">
      <QueryState query={roles} loadingLabel="Loading roles" error="Failed to load">
        {() => (
          <div className="pt-stack">
            {error && <Alert tone="error">{error}</Alert>}
            <TableRegion label="Role types">
              <table className="pt-table roles-table">
                <caption className="pt-visually-hidden">Role types</caption>
                <thead>
                  <tr>
                    <th scope="col">Key</th>
                    <th scope="col">Label</th>
                    <th scope="col">Colour</th>
                    <th scope="col">Description</th>
                    <th scope="col">
                      <span className="pt-visually-hidden">Remove</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {draft.map((r, i) => (
                    <tr key={i}>
                      <td>
                        <input
                          className="pt-input"
                          aria-label={`Key of role ${i + 1}`}
                          value={r.role_key}
                          disabled={r.role_key === 'admin'}
                          onChange={(e) => edit(i, { role_key: e.target.value })}
                        />
                      </td>
                      <td>
                        <input
                          className="pt-input"
                          aria-label={`Label of role ${i + 1}`}
                          value={r.role_label}
                          onChange={(e) => edit(i, { role_label: e.target.value })}
                        />
                      </td>
                      <td>
                        <select
                          className="pt-select"
                          aria-label={`Colour of role ${i + 1}`}
                          value={r.role_color}
                          onChange={(e) =>
                            edit(i, { role_color: e.target.value as Role['role_color'] })
                          }
                        >
                          {ROLE_COLORS.map((c) => (
                            <option key={c} value={c}>
                              {c}
                            </option>
                          ))}
                        </select>
                      </td>
                      <td>
                        <input
                          className="pt-input"
                          aria-label={`Description of role ${i + 1}`}
                          value={r.role_description}
                          onChange={(e) => edit(i, { role_description: e.target.value })}
                        />
                      </td>
                      <td>
                        {r.role_key !== 'admin' && (
                          <Button
                            size="sm"
                            variant="ghost"
                            aria-label={`Remove role ${r.role_label || i + 1}`}
                            onClick={() => setDraft((d) => d.filter((_, j) => j !== i))}
                          >
                            ×
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
                Add role
              </Button>
              <Button onClick={submit} busy={save.isPending}>
                Save Roles
              </Button>
            </div>
          </div>
        )}
      </QueryState>
    </Section>
  );
}
