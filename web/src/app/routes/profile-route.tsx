import { MyDataCard } from '@/features/privacy/components/my-data-card';
import { ProfilePage } from '@/features/profile/pages/profile-page';

/** 'Mon Profil' with the privacy feature's 'Mes données' card (issue 24). */
export function ProfileRoute() {
  return <ProfilePage myData={<MyDataCard />} />;
}
