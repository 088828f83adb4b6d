import type { Session } from '@app/shared/auth/sessions';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast/toast';
import { LazyConfirmDialog } from '@/components/lazy-confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { profileFr } from '@/features/profile/fr';
import { useEndSession, useSessions } from '@/features/profile/api/sessions';
import { deviceLabel } from '@/features/profile/lib/device-label';
import { getErrorDetail } from '@/lib/api/api-error';
import { formatDateTime } from '@/lib/format/format';

const t = profileFr.sessions;

function SessionRow({ session, onEnd }: { session: Session; onEnd: (session: Session) => void }) {
  const device = deviceLabel(session.user_agent);
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
      <MonitorSmartphone aria-hidden="true" className="hidden size-5 shrink-0 text-zinc-500 sm:block" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-zinc-900">
          {device}
          {session.current ? <Badge variant="success">{t.current}</Badge> : null}
        </p>
        <p className="mt-0.5 text-xs text-zinc-600">
          {t.details(session.address || t.unknownAddress, formatDateTime(session.created_at), formatDateTime(session.last_used_at))}
        </p>
      </div>
      {session.current ? null : (
        <Button variant="outline" size="sm" className="self-start sm:self-auto" onClick={() => onEnd(session)} aria-label={t.endLabel(device)}>
          <LogOut aria-hidden="true" />
          {t.end}
        </Button>
      )}
    </li>
  );
}

/** The account's open sessions (issue 22): each device signed in, and a way to sign any other one out. */
export function SessionsCard() {
  const sessions = useSessions();
  const end = useEndSession();
  const [ending, setEnding] = useState<Session | null>(null);

  const confirm = () => {
    if (!ending) return;
    end.mutate(ending.id, {
      onSuccess: (answer) => {
        toast.success(answer.detail);
        setEnding(null);
      },
      onError: (cause) => {
        toast.error(getErrorDetail(cause) ?? t.endError);
        setEnding(null);
      },
    });
  };

  let body;
  if (sessions.isPending) body = <Skeleton className="mt-4 h-16 w-full" />;
  else if (sessions.isError) body = <LoadErrorState title={t.loadError} onRetry={() => void sessions.refetch()} />;
  else
    body = (
      <ul className="mt-2 divide-y divide-zinc-100">
        {sessions.data.map((session) => (
          <SessionRow key={session.id} session={session} onEnd={setEnding} />
        ))}
      </ul>
    );

  return (
    <Card className="p-5" role="region" aria-labelledby="profile-sessions-title">
      <h2 id="profile-sessions-title" className="text-base font-semibold text-zinc-900">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-zinc-600">{t.description}</p>
      {body}
      <LazyConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => (open ? undefined : setEnding(null))}
        title={t.confirmTitle}
        description={ending ? t.confirmDescription(deviceLabel(ending.user_agent)) : ''}
        confirmLabel={t.end}
        busyLabel={t.ending}
        busy={end.isPending}
        onConfirm={confirm}
      />
    </Card>
  );
}
