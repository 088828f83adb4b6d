import { zodResolver } from '@hookform/resolvers/zod';
import { type Partner, partnerInputSchema } from '@app/shared/partners/schemas';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast/toast';
import { LogoPicker } from '@/components/logo-picker';
import { FormDialog, FormDialogFooter } from '@/components/ui/form-dialog';
import { describedBy, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { fr } from '@/i18n/fr';
import { partnersFr } from '@/features/partners/fr';
import { getErrorDetail } from '@/lib/api/api-error';
import { logoSources } from '@/lib/api/logo-sources';
import { useLogoChoice } from '@/lib/hooks/use-logo-choice';
import { useCreatePartner } from '@/features/partners/api/create-partner';
import { useUpdatePartner } from '@/features/partners/api/update-partner';
import { useUploadPartnerLogo } from '@/features/partners/api/upload-partner-logo';

const t = partnersFr;

/** What the dialog edits: a new partner, or an existing one. */
export type PartnerDialogTarget = { mode: 'add' } | { mode: 'edit'; partner: Partner };

function PartnerForm({ target, onDone }: { target: PartnerDialogTarget; onDone: () => void }) {
  const editing = target.mode === 'edit' ? target.partner : null;
  const create = useCreatePartner();
  const update = useUpdatePartner();
  const upload = useUploadPartnerLogo();
  const logo = useLogoChoice();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(partnerInputSchema),
    mode: 'onTouched',
    defaultValues: { name: editing?.name ?? '' },
  });
  const name = useWatch({ control, name: 'name' }) ?? '';
  const nameError = errors.name?.message;
  const busy = create.isPending || update.isPending || upload.isPending;

  /** Sends the chosen logo; answers whether it was stored. */
  const sendLogo = async (partnerId: string, file: File) => {
    try {
      await upload.mutateAsync({ partnerId, file });
      toast.success(t.logoUploaded);
      return true;
    } catch (cause) {
      toast.error(getErrorDetail(cause) ?? t.logoError);
      return false;
    }
  };

  const onSubmit = handleSubmit(async ({ name: newName }) => {
    if (logo.error) return;
    let partner: Partner;
    try {
      if (!editing) {
        partner = (await create.mutateAsync(newName)).partner;
        toast.success(t.added);
      } else if (newName !== editing.name || !logo.file) {
        partner = await update.mutateAsync({ partnerId: editing.id, name: newName });
        toast.success(t.updated);
      } else {
        partner = editing;
      }
    } catch (cause) {
      toast.error(getErrorDetail(cause) ?? (editing ? t.updateError : t.addError));
      return;
    }
    const logoStored = logo.file ? await sendLogo(partner.id, logo.file) : true;
    // A new partner exists even when its logo failed: close, so that it is not added twice.
    if (logoStored || !editing) onDone();
  });

  const busyLabel = upload.isPending ? t.uploading : t.saving;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField id="partner-name" label={t.name} error={nameError}>
        <Input
          id="partner-name"
          required
          autoComplete="off"
          maxLength={200}
          placeholder={t.namePlaceholder}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={describedBy('partner-name', nameError)}
          {...register('name')}
        />
      </FormField>
      <LogoPicker
        id="partner-logo"
        label={`${editing ? fr.logoPicker.newLogo : t.logo} (${t.logoOptional})`}
        hint={editing?.has_logo ? `${t.logoHint} ${t.keepLogoHint}` : t.logoHint}
        {...logo.picker}
        disabled={busy}
        current={editing?.has_logo ? { source: logoSources.partner(editing.id), name: editing.name, alt: t.currentLogo } : null}
      />
      {/* Spec §5: disabled while the name is blank or a call runs. */}
      <FormDialogFooter
        className="mt-1"
        busy={busy}
        submitLabel={editing ? t.save : t.add}
        busyLabel={busyLabel}
        disabled={name.trim() === '' || logo.error !== null}
      />
    </form>
  );
}

/** 'Ajouter' (name, optional logo) and 'Modifier' (name, optional new logo) of a partner. */
export function PartnerDialog({ target, onClose }: { target: PartnerDialogTarget | null; onClose: () => void }) {
  return (
    <FormDialog
      target={target}
      onClose={onClose}
      title={(edited) => (edited.mode === 'edit' ? t.editTitle : t.addTitle)}
      description={(edited) => (edited.mode === 'edit' ? t.editDescription(edited.partner.name) : t.addDescription)}
    >
      {(edited) => <PartnerForm target={edited} onDone={onClose} />}
    </FormDialog>
  );
}
