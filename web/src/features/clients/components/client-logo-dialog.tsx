import type { AdminUser } from '@app/shared/users/admin-schemas';
import { Upload } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { LogoPicker } from '@/components/logo-picker';
import { FormDialog, FormDialogFooter } from '@/components/ui/form-dialog';
import { clientsFr } from '@/features/clients/fr';
import { getErrorDetail } from '@/lib/api/api-error';
import { logoSources } from '@/lib/api/logo-sources';
import { useUploadClientLogo } from '@/features/clients/api/upload-client-logo';
import { clientTitle } from './client-names';

const t = clientsFr;

function LogoForm({ client, onDone }: { client: AdminUser; onDone: () => void }) {
  const upload = useUploadClientLogo();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const name = clientTitle(client);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Spec §5: 'Veuillez sélectionner un fichier' without a file; the type was checked on choosing.
    if (!file) {
      setError(t.noFile);
      return;
    }
    if (error) return;
    upload.mutate(
      { clientId: client.id, file },
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
        labels={{
          label: t.logoField,
          hint: t.logoHint,
        }}
        file={file}
        error={error}
        disabled={upload.isPending}
        onChange={(chosen, problem) => {
          setFile(chosen);
          setError(problem);
        }}
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
