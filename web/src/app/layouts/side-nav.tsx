import { NavLink } from 'react-router-dom';
import { fr } from '@/i18n/fr';
import { supportChatFr } from '@/features/chat/fr';
import { useChanges } from '@/lib/api/change-feed';
import { formatCount } from '@/lib/format/format';
import { cn } from '@/lib/utils';
import type { NavItem } from './nav-items';

export interface SideNavProps {
  items: NavItem[];
  /** Called after a link is followed (closes the menu on small screens). */
  onNavigate?: () => void;
  className?: string;
}

export function SideNav({ items, onNavigate, className }: SideNavProps) {
  const unreadMessages = Math.max(0, useChanges().data?.unread_messages ?? 0);
  return (
    <nav aria-label={fr.layout.mainNav} className={cn('flex flex-col gap-0.5', className)}>
      {items.map(({ to, label, icon: Icon, end, unreadMessages: counted }) => (
        <NavLink
          key={to}
          to={to}
          end={end}
          onClick={onNavigate}
          className={({ isActive }) =>
            cn(
              'group flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
              isActive ? 'bg-brand-50 text-brand-700' : 'text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900',
            )
          }
        >
          {({ isActive }) => (
            <>
              <Icon
                aria-hidden="true"
                className={cn(
                  'size-[18px] shrink-0',
                  isActive ? 'text-brand-600' : 'text-zinc-400 group-hover:text-zinc-600',
                )}
              />
              <span className="truncate">{label}</span>
              {counted && unreadMessages > 0 ? (
                <span className="ml-auto rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">
                  <span aria-hidden="true" data-testid="nav-unread-messages">
                    {formatCount(unreadMessages)}
                  </span>
                  <span className="sr-only">{supportChatFr.unread(formatCount(unreadMessages))}</span>
                </span>
              ) : null}
            </>
          )}
        </NavLink>
      ))}
    </nav>
  );
}
