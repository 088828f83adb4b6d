import { DialogContent, DialogHeading, TargetDialog } from '@/components/ui/dialog';
import { privacyFr } from '@/features/privacy/fr';
import { ExportsPanel } from './exports-panel';

/** The client a dialog is about: its id and the name shown. */
export interface ExportedClient {
  id: string;
  name: string;
}

/** 'Exporter les données' of an administrator's client card (issue 24): the same exports as the client's profile. */
export function ClientExportsDialog({ client, onClose }: { client: ExportedClient | null; onClose: () => void }) {
  return (
    <TargetDialog target={client} onClose={onClose}>
      {(current) => (
        <DialogContent>
          <DialogHeading title={privacyFr.adminExports.title} description={privacyFr.adminExports.description(current.name)} />
          <ExportsPanel owner={{ clientId: current.id }} startLabel={privacyFr.exports.adminDownload} />
        </DialogContent>
      )}
    </TargetDialog>
  );
}
