/**
 * The tenant's roles as toggle chips (checkboxes underneath, so Space ticks them and screen
 * readers say ticked or not). Admins see every form already (docs/product.md §5), so only the
 * other roles are offered.
 */
import { useId } from 'react';
import { QueryState, useTenantRoles } from '@portico/frontend-kit';
import { useIntl } from '../../i18n';
import './assign.css';

export function RoleChips({
  ticked,
  onChange,
  legend,
}: {
  ticked: readonly string[];
  onChange: (next: string[]) => void;
  legend?: string;
}) {
  const intl = useIntl();
  const roles = useTenantRoles();
  const hintId = useId();
  const toggle = (key: string) =>
    onChange(ticked.includes(key) ? ticked.filter((k) => k !== key) : [...ticked, key]);
  return (
    <fieldset className="form-roles" aria-describedby={hintId}>
      <legend className="pt-field__label">
        {legend ?? intl.formatMessage({ id: 'roleChips.legend' })}
      </legend>
      <p className="pt-field__hint" id={hintId}>
        {intl.formatMessage({ id: 'roleChips.hint' })}
      </p>
      <QueryState
        query={roles}
        loadingLabel={intl.formatMessage({ id: 'roleChips.loading' })}
        error={intl.formatMessage({ id: 'roleChips.loadFailed' })}
      >
        {(answer) => (
          <div className="form-roles__list">
            {answer.roles
              .filter((role) => role.role_key !== 'admin')
              .map((role) => (
                <label key={role.role_key} className="form-role">
                  <input
                    type="checkbox"
                    checked={ticked.includes(role.role_key)}
                    onChange={() => toggle(role.role_key)}
                  />
                  {role.role_label}
                </label>
              ))}
          </div>
        )}
      </QueryState>
    </fieldset>
  );
}
