import type { AdminUser } from '@app/shared/users/admin-schemas';
import { Upload } from 'lucide-react';
import type { FormEvent } from 'react';
import { toast } from '@/lib/toast/toast';
import { LogoPicker } from '@/components/logo-picker';
import { FormDialog, FormDialogFooter } from '@/components/ui/form-dialog';
import { clientsFr } from '@/features/clients/fr';
import { getErrorDetail } from '@/lib/api/api-error';
import { useLogoChoice } from '@/lib/hooks/use-logo-choice';
import { logoSources } from '@/lib/api/logo-sources';
import { useUploadClientLogo } from '@/features/clients/api/upload-client-logo';
import { clientTitle } from './client-names';

const t = clientsFr;

function LogoForm({ client, onDone }: { client: AdminUser; onDone: () => void }) {
  const upload = useUploadClientLogo();
  const logo = useLogoChoice();
  const name = clientTitle(client);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Spec §5: 'Veuillez sélectionner un fichier' without a file; the type was checked on choosing.
    if (!logo.file) {
      logo.setError(t.noFile);
      return;
    }
    if (logo.error) return;
    upload.mutate(
      { clientId: client.id, file: logo.file },
      {
        onSuccess: () => {
          toast.success(t.logoUploaded);
          onDone();
        },
        onError: (cause) => toast.error(getErrorDetail(cause) ?? t.logoError),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <LogoPicker
        id="client-logo"
        hint={t.logoHint}
        {...logo.picker}
        disabled={upload.isPending}
        current={client.has_logo ? { source: logoSources.client(client.id), name: name, alt: t.currentLogo } : null}
      />
      <FormDialogFooter
        className="mt-1"
        busy={upload.isPending}
        submitLabel={t.upload}
        busyLabel={t.uploading}
        icon={<Upload aria-hidden="true" />}
      />
    </form>
  );
}

/** 'Logo' of a client card (spec §2, §5): choose an image, then POST /api/admin/clients/{id}/logo. */
export function ClientLogoDialog({ client, onClose }: { client: AdminUser | null; onClose: () => void }) {
  return (
    <FormDialog
      target={client}
      onClose={onClose}
      title={t.logoTitle}
      description={(edited) => t.logoDescription(clientTitle(edited))}
    >
      {(edited) => <LogoForm client={edited} onDone={onClose} />}
    </FormDialog>
  );
}
