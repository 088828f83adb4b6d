import { APP_TITLE } from '@app/shared/brand';
import type { PublicUser } from '@app/shared/users/schemas';
import type { ReactElement } from 'react';
import { BrandMark } from '@/components/brand-mark';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { fr } from '@/i18n/fr';
import type { NavItem } from './nav-items';
import { SideNav } from './side-nav';
import { UserIdentity } from './user-identity';

export interface MobileNavProps {
  nav: NavItem[];
  user: PublicUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button (app-shell.tsx), made the sheet's trigger. */
  trigger: ReactElement;
}

/** The side menu in a sheet, on small screens; its own chunk (Radix dialog), loaded by the first press of its button. */
export function MobileNav({ nav, user, open, onOpenChange: setMenuOpen, trigger }: MobileNavProps) {
  return (
    <Sheet open={open} onOpenChange={setMenuOpen}>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
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
  );
}
