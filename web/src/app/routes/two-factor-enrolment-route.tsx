import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { BrandMark } from '@/components/brand-mark';
import { Button } from '@/components/ui/button';
import { useLogout } from '@/features/auth/api/logout';
import { authFr } from '@/features/auth/fr';
import { TwoFactorCard } from '@/features/security/components/two-factor-card';
import { twoFactorFr as t } from '@/features/security/two-factor-fr';
import { paths } from '@/lib/paths';

/** Where an administrator without a second factor lands while the business requires one (issue 22). */
export function TwoFactorEnrolmentRoute() {
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <main id="main" className="mx-auto grid min-h-dvh w-full max-w-2xl content-center gap-6 px-4 py-10">
      <BrandMark />
      <div>
        <h1 className="text-xl font-semibold text-zinc-900">{t.enrolTitle}</h1>
        <p className="mt-1 text-sm text-zinc-600">{t.enrolNotice}</p>
      </div>
      <TwoFactorCard onEnabled={() => void navigate(paths.admin.home, { replace: true })} />
      <Button variant="ghost" className="justify-self-start" onClick={logout}>
        <LogOut aria-hidden="true" />
        {authFr.logout}
      </Button>
    </main>
  );
}
