import { ShieldCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '@/lib/toast/toast';
import { LazyConfirmDialog } from '@/components/lazy-confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { RetryButton } from '@/components/ui/load-error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { privacyFr } from '@/features/privacy/fr';
import { useErasureRequest, useRequestErasure } from '@/features/privacy/api/erasure-request';
import { getErrorDetail } from '@/lib/api/api-error';
import { formatDate } from '@/lib/format/format';
import { paths } from '@/lib/paths';
import { ExportsPanel } from './exports-panel';

const t = privacyFr.myData;

/** What an erasure removes and what the law makes the business keep, before the client confirms. */
function ErasureExplanation() {
  return (
    <div className="grid gap-2">
      <p>{t.eraseErased}</p>
      <p>{t.eraseKept}</p>
      <p className="text-zinc-500">{t.eraseNext}</p>
    </div>
  );
}

/** 'Demander l'effacement de mon compte', or the date of the request already sent. */
function ErasureRequest() {
  const request = useErasureRequest();
  const send = useRequestErasure();
  const [asking, setAsking] = useState(false);

  const confirm = () =>
    send.mutate(undefined, {
      onSuccess: () => {
        toast.success(t.eraseSent);
        setAsking(false);
      },
      onError: (cause) => {
        toast.error(getErrorDetail(cause) ?? t.eraseError);
        setAsking(false);
      },
    });

  if (request.isPending) return <Skeleton className="h-9 w-72" />;
  if (request.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
        {t.requestLoadError}
        <RetryButton size="sm" onClick={() => void request.refetch()} />
      </div>
    );
  if (request.data)
    return (
      <p role="status" className="text-sm font-medium text-zinc-800">
        {t.requestedOn(formatDate(request.data.requestedAt))}
      </p>
    );
  return (
    <>
      {/* Its long label wraps on a phone rather than run out of the card. */}
      <Button
        variant="outline"
        className="h-auto min-h-9 py-2 whitespace-normal text-red-700 hover:text-red-800"
        onClick={() => setAsking(true)}
      >
        <UserX aria-hidden="true" />
        {t.erase}
      </Button>
      <LazyConfirmDialog
        open={asking}
        onOpenChange={(open) => (open ? undefined : setAsking(false))}
        title={t.eraseTitle}
        description={<ErasureExplanation />}
        confirmLabel={t.eraseConfirm}
        busyLabel={t.erasing}
        busy={send.isPending}
        onConfirm={confirm}
        destructive
      />
    </>
  );
}

/** The profile's 'Mes données' (issue 24): download an archive of one's data, ask for the erasure. */
export function MyDataCard() {
  return (
    <Card className="p-5" role="region" aria-labelledby="profile-my-data-title">
      <div className="flex items-start gap-3">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div className="min-w-0">
          <h2 id="profile-my-data-title" className="text-base font-semibold text-zinc-900">
            {t.title}
          </h2>
          <p className="mt-1 text-sm text-zinc-600">
            {t.description}{' '}
            <Link to={paths.privacy} className="font-medium text-brand-700 underline-offset-4 hover:underline">
              {t.policyLink}
            </Link>
          </p>
        </div>
      </div>
      <div className="mt-5 grid grid-cols-1 gap-5">
        <ExportsPanel owner="mine" startLabel={privacyFr.exports.download} />
        <div className="border-t border-zinc-100 pt-4">
          <ErasureRequest />
        </div>
      </div>
    </Card>
  );
}
