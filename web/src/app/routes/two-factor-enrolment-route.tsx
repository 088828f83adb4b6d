import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { BrandMark } from '@/components/brand-mark';
import { Button } from '@/components/ui/button';
import { useMe } from '@/features/auth/api/get-me';
import { useLogout } from '@/features/auth/api/logout';
import { authFr } from '@/features/auth/fr';
import { TwoFactorCard } from '@/features/security/components/two-factor-card';
import { twoFactorFr as t } from '@/features/security/two-factor-fr';
import { paths } from '@/lib/paths';

/**
 * Where an account without a second factor lands while the business requires one for its role:
 * an administrator (issue 22, /admin/double-authentification), an approved client (issue 36,
 * /double-authentification); once it is on, its home.
 */
export function TwoFactorEnrolmentRoute() {
  const navigate = useNavigate();
  const logout = useLogout();
  const admin = useMe().data?.role === 'admin';
  return (
    <main id="main" className="mx-auto grid min-h-dvh w-full max-w-2xl content-center gap-6 px-4 py-10">
      <BrandMark />
      <div>
        <h1 className="text-xl font-semibold text-zinc-900">{t.enrolTitle}</h1>
        <p className="mt-1 text-sm text-zinc-600">{admin ? t.enrolNotice : t.enrolNoticeClient}</p>
      </div>
      <TwoFactorCard onEnabled={() => void navigate(admin ? paths.admin.home : paths.home, { replace: true })} />
      <Button variant="ghost" className="justify-self-start" onClick={logout}>
        <LogOut aria-hidden="true" />
        {authFr.logout}
      </Button>
    </main>
  );
}
