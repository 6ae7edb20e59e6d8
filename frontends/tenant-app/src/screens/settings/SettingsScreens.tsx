/**
 * The two settings pages (spec part 2 §2): the tenant admin's (Brand & Legal, Domains, Your
 * Profile, Role Types & Banner Colors, Change Password; for the owner, Workspace Ownership) and every other member's (Change
 * Password, Change Email, Contact Info).
 */
import { ScreenHeader } from '../ScreenHeader';
import { EmailSection, PasswordSection, ProfileSection } from './AccountSections';
import { BrandSection } from './BrandSection';
import { DomainsSection } from './DomainsSection';
import { RolesSection } from './RolesSection';
import { OwnershipSection } from './OwnershipSection';
import { SecuritySection } from './SecuritySection';
import { ConnectedSignInSection } from './ConnectedSignInSection';
import './settings.css';

export function AdminSettings() {
  return (
    <div className="screen">
      <ScreenHeader
        title="Settings"
        subtitle="Your workspace’s brand, domains, roles and your own account."
      />
      <BrandSection />
      <DomainsSection />
      <ProfileSection title="Your Profile" saved="Profile saved" />
      <RolesSection />
      <PasswordSection />
      <SecuritySection />
      <ConnectedSignInSection />
      <OwnershipSection />
    </div>
  );
}

export function MemberSettings() {
  return (
    <div className="screen">
      <ScreenHeader title="Settings" subtitle="Your password, email and contact details." />
      <PasswordSection />
      <SecuritySection />
      <ConnectedSignInSection />
      <EmailSection />
      <ProfileSection title="Contact Info" saved="Contact info updated!" />
    </div>
  );
}

/** Assign roles (spec part 1 §2): the tenant's role types, labels and banner colours. */
export function AssignRoles() {
  return (
    <div className="screen">
      <ScreenHeader
        title="Assign Roles"
        subtitle="The roles of your workspace, their labels and banner colours."
      />
      <RolesSection />
    </div>
  );
}
