/**
 * The tenant admin's settings page (docs/product.md §2): Brand & Legal, Domains, Your Profile, Role
 * Types & Banner Colors, Change Password and, for the owner, Workspace Ownership; every other
 * member has MemberSettings.
 */
import { ScreenHeader } from '../ScreenHeader';
import { PasswordSection, ProfileSection } from './AccountSections';
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
