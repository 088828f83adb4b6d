import { DialogContent, DialogHeading, TargetDialog } from '@/components/ui/dialog';
import { auditFr as t } from '@/features/audit/fr';
import { useClientAudit } from '@/features/audit/api/audit-pages';
import { pagesState, stepOf, TimelineState } from './audit-timeline';

/** The client a dialog is about: its id and the name shown. */
export interface HistoryClient {
  id: string;
  name: string;
}

/** A client's entries, its orders' included, newest first, each with what it is about. */
function ClientHistory({ clientId }: { clientId: string }) {
  const pages = useClientAudit(clientId);
  const steps = pages.entries.map((entry) => stepOf(entry, { subject: true }));
  return <TimelineState steps={steps} {...pagesState(pages)} />;
}

/** 'Historique' of an administrator's client card (issue 22): GET /api/admin/clients/{id}/audit by pages. */
export function ClientHistoryDialog({ client, onClose }: { client: HistoryClient | null; onClose: () => void }) {
  return (
    <TargetDialog target={client} onClose={onClose}>
      {(current) => (
        <DialogContent className="sm:max-w-2xl">
          <DialogHeading title={t.clientHistory} description={t.clientHistoryDescription(current.name)} />
          <ClientHistory clientId={current.id} />
        </DialogContent>
      )}
    </TargetDialog>
  );
}
