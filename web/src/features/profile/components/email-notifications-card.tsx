import { Mail } from 'lucide-react';
import { toast } from '@/lib/toast/toast';
import { profileFr } from '@/features/profile/fr';
import { getErrorDetail } from '@/lib/api/api-error';
import { cn } from '@/lib/utils';
import { useSavePreferences } from '@/features/profile/api/save-preferences';
import { IconCard } from '@/features/profile/components/icon-card';

const t = profileFr;

/** 'Notifications par e-mail': one switch, saved at once, confirmed by a toast. */
export function EmailNotificationsCard({ enabled }: { enabled: boolean }) {
  const save = useSavePreferences();
  const checked = save.isPending && save.variables ? save.variables.email_notifications : enabled;

  const toggle = () => {
    save.mutate(
      { email_notifications: !enabled },
      {
        onSuccess: (saved) => toast.success(saved.detail),
        onError: (cause) => {
          const detail = getErrorDetail(cause);
          toast.error(t.emailError, detail && detail !== t.emailError ? { description: detail } : undefined);
        },
      },
    );
  };

  return (
    <IconCard id="profile-email-title" icon={Mail} tone="brand" title={t.emailTitle}>
      <p id="profile-email-description" className="mt-3 text-sm text-zinc-600">
        {t.emailDescription}
      </p>
      <div className="mt-4 flex items-center justify-between gap-3">
        <span id="profile-email-switch" className="text-sm font-medium text-zinc-800">
          {t.emailSwitch}
        </span>
        <div className="flex items-center gap-2">
          <span className="text-sm text-zinc-600" aria-hidden="true">
            {checked ? t.emailOn : t.emailOff}
          </span>
          <button
            type="button"
            role="switch"
            aria-checked={checked}
            aria-labelledby="profile-email-switch"
            aria-describedby="profile-email-description"
            disabled={save.isPending}
            onClick={toggle}
            className={cn(
              'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 disabled:cursor-wait disabled:opacity-70',
              checked ? 'bg-brand-600' : 'bg-zinc-300',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'pointer-events-none inline-block size-5 rounded-full bg-white shadow-sm transition-transform',
                checked ? 'translate-x-5' : 'translate-x-0',
              )}
            />
          </button>
        </div>
      </div>
    </IconCard>
  );
}
