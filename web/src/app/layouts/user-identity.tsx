import type { PublicUser } from '@app/shared/users/schemas';
import { cn } from '@/lib/utils';

function initials(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || '?';
}

/** Avatar initials, full name and company of the signed-in user. */
export function UserIdentity({ user, className }: { user: PublicUser; className?: string }) {
  return (
    <div className={cn('flex min-w-0 items-center', className)}>
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-zinc-100 text-xs font-semibold text-zinc-700 ring-1 ring-zinc-200"
      >
        {initials(user.first_name, user.last_name)}
      </span>
      <div className="flex min-w-0 flex-col leading-tight">
        {/* Whole, on more lines if need be: the header has the height for it (issue 37: « Atelier Moreau Performa… » cut with room to spare). */}
        <span className="text-sm font-medium wrap-anywhere text-zinc-900 sm:max-w-44 xl:max-w-80">
          {user.first_name} {user.last_name}
        </span>
        {user.company_name ? (
          <span className="text-xs wrap-anywhere text-zinc-500 sm:max-w-44 xl:max-w-80">{user.company_name}</span>
        ) : null}
      </div>
    </div>
  );
}
