import { Bell, BellOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { fr } from '@/i18n/fr';

/**
 * Header bell. Notifications arrive with a later feature: for now the dropdown says so plainly
 * and there is no unread badge.
 */
export function NotificationBell() {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={fr.layout.notifications} title={fr.layout.notifications}>
          <Bell aria-hidden="true" className="size-5" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80">
        <DropdownMenuLabel>{fr.layout.notifications}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <div className="flex flex-col items-center gap-2 px-4 py-6 text-center">
          <BellOff aria-hidden="true" className="size-6 text-zinc-400" />
          <p className="text-sm text-zinc-600">{fr.layout.notificationsUnavailable}</p>
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
