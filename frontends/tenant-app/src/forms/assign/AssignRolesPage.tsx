/**
 * /assign-roles (spec part 1 §2 route table): the workspace's role types, then the Assign
 * Forms to User Roles panel, so an admin sets up roles and hands forms to them in one place.
 */
import { AssignRoles } from '../../screens/settings/SettingsScreens';
import { AssignFormsPanel } from './AssignFormsPanel';

export function AssignRolesPage() {
  return (
    <div className="screen">
      <AssignRoles />
      <AssignFormsPanel />
    </div>
  );
}
