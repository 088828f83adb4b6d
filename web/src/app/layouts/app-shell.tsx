import { APP_TITLE } from '@app/shared/brand';
import { LogOut, Menu } from 'lucide-react';
import { type ReactNode, Suspense, useState } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { BrandMark } from '@/components/brand-mark';
import { PageSpinner } from '@/components/page-spinner';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { useCurrentUser } from '@/features/auth/api/get-me';
import { useLogout } from '@/features/auth/api/logout';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { fr } from '@/i18n/fr';
import { authFr } from '@/features/auth/fr';
import { usePushChannel } from '@/lib/push/use-push-channel';
import type { NavItem } from './nav-items';
import { SideNav } from './side-nav';
import type { PublicUser } from '@app/shared/users/schemas';
import { cn } from '@/lib/utils';

export interface AppShellProps {
  nav: NavItem[];
  /** Where the logo leads. */
  homePath: string;
  /** Extra header buttons (client: balance due, new order). */
  actions?: ReactNode;
}

function initials(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || '?';
}

/** Header + side menu + main area shared by the client and administrator layouts. */
export function AppShell({ nav, homePath, actions }: AppShellProps) {
  const user = useCurrentUser();
  const logout = useLogout();
  usePushChannel(user.id);
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {fr.layout.skipToContent}
      </a>

      <header className="sticky top-0 z-40 border-b border-zinc-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-3 px-4 py-3 sm:gap-x-3 sm:px-6 lg:h-16 lg:flex-nowrap lg:py-0">
          <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" className="-ml-2 lg:hidden" aria-label={fr.layout.openMenu}>
                <Menu aria-hidden="true" className="size-5" />
              </Button>
            </SheetTrigger>
            <SheetContent>
              <div className="flex h-16 items-center gap-2.5 border-b border-zinc-200 px-4">
                <BrandMark className="size-8" />
                <SheetTitle className="text-sm font-semibold">{APP_TITLE}</SheetTitle>
                <SheetDescription className="sr-only">{fr.layout.menuTitle}</SheetDescription>
              </div>
              <SideNav items={nav} onNavigate={() => setMenuOpen(false)} className="flex-1 overflow-y-auto p-3" />
              <UserIdentity user={user} className="gap-3 border-t border-zinc-200 p-4 sm:hidden" />
            </SheetContent>
          </Sheet>

          <div className="flex min-w-0 flex-1 basis-0 items-center">
            <Link
              to={homePath}
              className="flex min-w-0 items-center gap-2.5 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
            >
              <BrandMark />
              <span className="text-sm leading-tight font-semibold tracking-tight text-zinc-900 sm:truncate sm:text-base">{APP_TITLE}</span>
            </Link>
          </div>

          {actions ? (
            <div className="order-last flex basis-full flex-wrap items-center gap-2 lg:order-none lg:basis-auto lg:flex-nowrap">
              {actions}
            </div>
          ) : null}

          <NotificationBell role={user.role} />

          <div className="hidden h-8 w-px bg-zinc-200 sm:block" aria-hidden="true" />

          <UserIdentity user={user} className="hidden gap-2.5 sm:flex" />

          <Button variant="ghost" size="icon" onClick={logout} aria-label={authFr.logout} title={authFr.logout}>
            <LogOut aria-hidden="true" className="size-5" />
          </Button>
        </div>
      </header>

      <div className="flex lg:min-h-[calc(100dvh-4rem)]">
        <aside className="hidden w-64 shrink-0 border-r border-zinc-200 bg-white lg:block">
          <SideNav items={nav} className="sticky top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto p-3" />
        </aside>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
          <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </div>
        </main>
      </div>
    </div>
  );
}

/** Avatar initials, full name and company of the signed-in user. */
function UserIdentity({ user, className }: { user: PublicUser; className?: string }) {
  return (
    <div className={cn('flex min-w-0 items-center', className)}>
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-zinc-100 text-xs font-semibold text-zinc-700 ring-1 ring-zinc-200"
      >
        {initials(user.first_name, user.last_name)}
      </span>
      <div className="flex min-w-0 flex-col leading-tight">
        <span className="text-sm font-medium wrap-anywhere text-zinc-900 sm:max-w-44 sm:truncate xl:max-w-80" title={`${user.first_name} ${user.last_name}`}>
          {user.first_name} {user.last_name}
        </span>
        {user.company_name ? (
          <span className="text-xs wrap-anywhere text-zinc-500 sm:max-w-44 sm:truncate xl:max-w-80" title={user.company_name}>
            {user.company_name}
          </span>
        ) : null}
      </div>
    </div>
  );
}
