/**
 * Every member's settings page but the admin's (spec part 1 §2 "Settings page (non-admin)"):
 * Change Password, Change Email, Contact Info.
 */
import { ScreenHeader } from '../ScreenHeader';
import { EmailSection, PasswordSection, ProfileSection } from './AccountSections';
import { ConnectedSignInSection } from './ConnectedSignInSection';
import { SecuritySection } from './SecuritySection';
import './settings.css';

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
