import { PasswordSection } from '../features/settings/password-section.tsx';
import { ProfileSection } from '../features/settings/profile-section.tsx';
import { SignOutSection } from '../features/settings/sign-out-section.tsx';
import { VoiceSettingsSection } from '../features/voice/voice-settings-section.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import '../features/settings/settings.css';

/** The settings screen (/settings): profile, password, voice synthesis and sign-out. */
export function SettingsPage() {
  useDocumentTitle('Settings');
  return (
    <div className="page settings-page">
      <h1 className="page__title">Settings</h1>
      <div className="settings-grid">
        <ProfileSection />
        <PasswordSection />
        <VoiceSettingsSection />
        <SignOutSection />
      </div>
    </div>
  );
}
