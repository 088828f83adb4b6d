import { MyDataCard } from '@/features/privacy/components/my-data-card';
import { ProfilePage } from '@/features/profile/pages/profile-page';
import { TwoFactorCard } from '@/features/security/components/two-factor-card';

/** 'Mon Profil' with the security feature's second factor (issue 36) and the privacy feature's 'Mes données' card (issue 24). */
export function ProfileRoute() {
  return <ProfilePage myData={<MyDataCard />} twoFactor={<TwoFactorCard />} />;
}
