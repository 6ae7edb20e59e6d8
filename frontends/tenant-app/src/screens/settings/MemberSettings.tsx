/**
 * Every member's settings page but the admin's (docs/product.md §2 "Settings page (non-admin)"):
 * Change Password, Change Email, Contact Info.
 */
import { useIntl } from '../../i18n';
import { ScreenHeader } from '../ScreenHeader';
import { EmailSection, PasswordSection, ProfileSection } from './AccountSections';
import { ConnectedSignInSection } from './ConnectedSignInSection';
import { SecuritySection } from './SecuritySection';
import './settings.css';

export function MemberSettings() {
  const intl = useIntl();
  return (
    <div className="screen">
      <ScreenHeader
        title={intl.formatMessage({ id: 'memberSettings.title' })}
        subtitle={intl.formatMessage({ id: 'memberSettings.subtitle' })}
      />
      <PasswordSection />
      <SecuritySection />
      <ConnectedSignInSection />
      <EmailSection />
      <ProfileSection
        title={intl.formatMessage({ id: 'memberSettings.contact' })}
        saved={intl.formatMessage({ id: 'memberSettings.contactSaved' })}
      />
    </div>
  );
}
