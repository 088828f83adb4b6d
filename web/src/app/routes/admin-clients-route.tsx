import { AdminClientsPage } from '@/features/clients/pages/admin-clients-page';
import { ClientExportsDialog } from '@/features/privacy/components/client-exports-dialog';
import { ClientHistoryDialog } from '@/features/audit/components/client-history-dialog';
import { ClientCreditsDialog } from '@/features/credits/components/client-credits-dialog';

/** 'Clients' with the privacy feature's 'Exporter les données' dialog (issue 24) the audit feature's 'Historique' (issue 22) and the credits feature's 'Crédits' (issue 40). */
export function AdminClientsRoute() {
  return (
    <AdminClientsPage
      exportDialog={(client, onClose) => <ClientExportsDialog client={client} onClose={onClose} />}
      historyDialog={(client, onClose) => <ClientHistoryDialog client={client} onClose={onClose} />}
      creditsDialog={(client, onClose) => <ClientCreditsDialog client={client} onClose={onClose} />}
    />
  );
}
