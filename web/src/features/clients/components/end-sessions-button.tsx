import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast/toast';
import { LazyConfirmDialog } from '@/components/lazy-confirm-dialog';
import { IconButton } from '@/components/ui/icon-button';
import { useEndClientSessions } from '@/features/clients/api/end-client-sessions';
import { clientsFr } from '@/features/clients/fr';
import { getErrorDetail } from '@/lib/api/api-error';

const t = clientsFr.sessions;

/** 'Fermer les sessions' of a client (issue 22): after a confirmation, each of its devices is signed out. */
export function EndSessionsButton({ clientId, title }: { clientId: string; title: string }) {
  const [open, setOpen] = useState(false);
  const end = useEndClientSessions();
  const confirm = () =>
    end.mutate(clientId, {
      onSuccess: (answer) => toast.success(t.ended(answer.ended)),
      onError: (cause) => toast.error(getErrorDetail(cause) ?? t.error),
      onSettled: () => setOpen(false),
    });
  return (
    <>
      <IconButton icon={LogOut} label={t.label(title)} onClick={() => setOpen(true)} />
      <LazyConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t.confirmTitle}
        description={t.confirmDescription(title)}
        confirmLabel={t.confirm}
        busyLabel={t.busy}
        busy={end.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
