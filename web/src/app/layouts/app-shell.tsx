import { APP_TITLE } from '@app/shared/brand';
import { LogOut, Menu } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { BrandMark } from '@/components/brand-mark';
import { PageSpinner } from '@/components/page-spinner';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useCurrentUser } from '@/features/auth/api/get-me';
import { useLogout } from '@/features/auth/api/logout';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { fr } from '@/i18n/fr';
import { authFr } from '@/features/auth/fr';
import { LARGE_SCREEN, useMediaQuery } from '@/lib/browser/use-media-query';
import { paths } from '@/lib/paths';
import { usePushChannel } from '@/lib/push/use-push-channel';
import type { NavItem } from './nav-items';
import { SideNav } from './side-nav';
import { UserIdentity } from './user-identity';

export interface AppShellProps {
  nav: NavItem[];
  /** Where the logo leads. */
  homePath: string;
  /** Extra header buttons (client: balance due, new order). */
  actions?: ReactNode;
}

const loadMobileNav = () => import('./mobile-nav');
const MobileNav = lazy(async () => ({ default: (await loadMobileNav()).MobileNav }));

/** The small screens' menu button; the props of the sheet's trigger (asChild) pass through. */
function MenuButton(props: ButtonProps) {
  return (
    <Button variant="ghost" size="icon" className="-ml-2 lg:hidden" aria-label={fr.layout.openMenu} {...props}>
      <Menu aria-hidden="true" className="size-5" />
    </Button>
  );
}

/** Header + side menu + main area shared by the client and administrator layouts. */
export function AppShell({ nav, homePath, actions }: AppShellProps) {
  const user = useCurrentUser();
  const logout = useLogout();
  usePushChannel(user.id);
  const largeScreen = useMediaQuery(LARGE_SCREEN);
  const [menuOpen, setMenuOpen] = useState(false);
  // The small-screen menu (a Radix dialog) is its own chunk, loaded by its button's first press.
  const [menuWanted, setMenuWanted] = useState(false);

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
          {menuWanted ? (
            <Suspense fallback={<MenuButton />}>
              <MobileNav nav={nav} user={user} open={menuOpen} onOpenChange={setMenuOpen} trigger={<MenuButton />} />
            </Suspense>
          ) : (
            <MenuButton
              onPointerEnter={() => void loadMobileNav()}
              onClick={() => {
                setMenuWanted(true);
                setMenuOpen(true);
              }}
            />
          )}

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
          {/* Only where it shows: on a phone it was half the first page's elements, and re-rendered with every unread count. */}
          {largeScreen ? <SideNav items={nav} className="sticky top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto p-3" /> : null}
        </aside>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
          <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </div>
          <footer className="mx-auto w-full max-w-6xl px-4 pb-6 text-xs sm:px-6 lg:px-8">
            <Link
              to={paths.privacy}
              className="rounded text-zinc-600 underline-offset-4 outline-none hover:text-zinc-900 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              {fr.layout.privacy}
            </Link>
          </footer>
        </main>
      </div>
    </div>
  );
}
