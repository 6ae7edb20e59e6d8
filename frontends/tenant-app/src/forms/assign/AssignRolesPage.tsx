/**
 * /assign-roles (docs/product.md §2 route table): the workspace's role types, then the Assign
 * Forms to User Roles panel, so an admin sets up roles and hands forms to them in one place.
 */
import { useIntl } from '../../i18n';
import { ScreenHeader } from '../../screens/ScreenHeader';
import { RolesSection } from '../../screens/settings/RolesSection';
import '../../screens/settings/settings.css';
import { AssignFormsPanel } from './AssignFormsPanel';

export function AssignRolesPage() {
  return (
    <div className="screen">
      <AssignRoles />
      <AssignFormsPanel />
    </div>
  );
}

/** Assign roles (docs/product.md §2): the tenant's role types, labels and banner colours. */
function AssignRoles() {
  const intl = useIntl();
  return (
    <div className="screen">
      <ScreenHeader
        title={intl.formatMessage({ id: 'assignRoles.title' })}
        subtitle={intl.formatMessage({ id: 'assignRoles.subtitle' })}
      />
      <RolesSection />
    </div>
  );
}
