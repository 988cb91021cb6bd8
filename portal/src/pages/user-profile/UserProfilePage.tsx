import { Alert } from '@privacy-portal/ui/Alert';
import { Loader } from '@privacy-portal/ui/Loader';
import { PageIntro } from '../../components/PageIntro.tsx';
import { useSession } from '../../session/SessionProvider.tsx';
import { DefaultPropertySection } from './DefaultPropertySection.tsx';
import { PasswordSection } from './PasswordSection.tsx';
import { ProfileSection } from './ProfileSection.tsx';
import { ThemeSection } from './ThemeSection.tsx';
import { TwoFactorSection } from './TwoFactorSection.tsx';
import styles from './UserProfile.module.css';

/** /userprofile — User Preferences: name, password, two-factor, theme and the default pair. */
export function UserProfilePage() {
  const { status, user, problem } = useSession();
  return (
    <div className={styles.page}>
      <PageIntro
        title="User Preferences"
        description="Your own account: how you log in, how the portal looks and where it opens."
      />
      {user ? (
        // Stacked cards rather than tabs: a half-done two-factor set-up must survive looking elsewhere.
        <div className={styles.sections}>
          <ProfileSection user={user} />
          <PasswordSection />
          <TwoFactorSection email={user.email} />
          <ThemeSection user={user} />
          <DefaultPropertySection user={user} />
        </div>
      ) : status === 'failed' ? (
        <Alert tone="error">{problem?.message ?? 'Your account could not be loaded.'}</Alert>
      ) : (
        <Loader block showLabel label="Loading your preferences" />
      )}
    </div>
  );
}
