/**
 * The tenant admin's settings page (docs/product.md §2): Brand & Legal, Domains, Your Profile, Role
 * Types & Banner Colors, Change Password and, for the owner, Workspace Ownership; every other
 * member has MemberSettings.
 */
import { useIntl } from '../../i18n';
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
  const intl = useIntl();
  return (
    <div className="screen">
      <ScreenHeader
        title={intl.formatMessage({ id: 'adminSettings.title' })}
        subtitle={intl.formatMessage({ id: 'adminSettings.subtitle' })}
      />
      <BrandSection />
      <DomainsSection />
      <ProfileSection
        title={intl.formatMessage({ id: 'adminSettings.profile' })}
        saved={intl.formatMessage({ id: 'adminSettings.profileSaved' })}
      />
      <RolesSection />
      <PasswordSection />
      <SecuritySection />
      <ConnectedSignInSection />
      <OwnershipSection />
    </div>
  );
}
