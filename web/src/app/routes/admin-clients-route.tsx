import { AdminClientsPage } from '@/features/clients/pages/admin-clients-page';
import { ClientExportsDialog } from '@/features/privacy/components/client-exports-dialog';
import { ClientHistoryDialog } from '@/features/audit/components/client-history-dialog';

/** 'Clients' with the privacy feature's 'Exporter les données' dialog (issue 24) and the audit feature's 'Historique' (issue 22). */
export function AdminClientsRoute() {
  return (
    <AdminClientsPage
      exportDialog={(client, onClose) => <ClientExportsDialog client={client} onClose={onClose} />}
      historyDialog={(client, onClose) => <ClientHistoryDialog client={client} onClose={onClose} />}
    />
  );
}
