import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminUser } from '@app/shared/users/admin-schemas';
import { useForm, type Resolver } from 'react-hook-form';
import { passwordField, TextFieldGrid, type TextFieldConfig } from '@/components/text-field-grid';
import { FormDialog, FormDialogFooter } from '@/components/ui/form-dialog';
import { clientsFr } from '@/features/clients/fr';
import { useAccountSave } from '@/lib/hooks/use-account-save';
import {
  clientFormOf,
  createClientFormSchema,
  editClientFormSchema,
  emptyClientForm,
  fiscalBodyOf,
  type ClientFormOutput,
  type ClientFormValues,
} from './client-form-schema';

const t = clientsFr;

/** What the dialog edits: a new client, or an existing one. */
export type ClientDialogTarget = { mode: 'create' } | { mode: 'edit'; client: AdminUser };

function sectionsFor(editing: boolean): { title: string; hint?: string; fields: TextFieldConfig<keyof ClientFormValues>[] }[] {
  return [
    {
      title: t.identity,
      fields: [
        { name: 'first_name', label: t.firstName, autoComplete: 'off' },
        { name: 'last_name', label: t.lastName, autoComplete: 'off' },
        { name: 'company_name', label: t.company, placeholder: t.companyPlaceholder, autoComplete: 'off', full: true },
      ],
    },
    {
      title: t.contact,
      fields: [
        { name: 'email', label: t.email, placeholder: t.emailPlaceholder, type: 'email', autoComplete: 'off' },
        {
          name: 'phone',
          label: t.phone,
          placeholder: t.phonePlaceholder,
          type: 'tel',
          autoComplete: 'off',
          optional: true,
        },
        {
          name: 'address',
          label: t.address,
          placeholder: t.addressPlaceholder,
          autoComplete: 'off',
          optional: true,
          full: true,
        },
      ],
    },
    ...(editing
      ? [
          {
            title: t.fiscal,
            hint: t.fiscalHint,
            fields: [
              { name: 'siren', label: t.siren, placeholder: '123 456 789', autoComplete: 'off', optional: true },
              { name: 'vat_number', label: t.vatNumber, placeholder: 'FR12 123456789', autoComplete: 'off', optional: true },
              { name: 'billing_line1', label: t.billingLine1, hint: t.billingHint, autoComplete: 'off', optional: true, full: true },
              { name: 'billing_line2', label: t.billingLine2, autoComplete: 'off', optional: true, full: true },
              { name: 'billing_postcode', label: t.billingPostcode, autoComplete: 'off', optional: true },
              { name: 'billing_city', label: t.billingCity, autoComplete: 'off', optional: true },
              { name: 'billing_country', label: t.billingCountry, placeholder: 'FR', autoComplete: 'off', optional: true },
            ] satisfies TextFieldConfig<keyof ClientFormValues>[],
          },
        ]
      : []),
    {
      title: t.access,
      fields: [
        { ...passwordField(editing, t), full: false },
        {
          name: 'solde',
          label: t.solde,
          placeholder: t.soldePlaceholder,
          autoComplete: 'off',
          hint: t.soldeHint,
          optional: true,
        },
      ],
    },
  ];
}

function ClientForm({ target, onDone }: { target: ClientDialogTarget; onDone: () => void }) {
  const editing = target.mode === 'edit' ? target.client : null;
  const account = useAccountSave('users', t, onDone);
  const resolver: Resolver<ClientFormValues, unknown, ClientFormOutput> = editing
    ? zodResolver(editClientFormSchema)
    : zodResolver(createClientFormSchema);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ClientFormValues, unknown, ClientFormOutput>({
    resolver,
    mode: 'onTouched',
    defaultValues: editing ? clientFormOf(editing) : emptyClientForm,
  });
  const busy = account.busy;

  const onSubmit = handleSubmit(({ password, siren, vat_number, billing_line1, billing_line2, billing_postcode, billing_city, billing_country, ...fields }) =>
    account.save(
      editing
        ? {
            update: {
              id: editing.id,
              body: {
                ...fields,
                ...fiscalBodyOf({ siren, vat_number, billing_line1, billing_line2, billing_postcode, billing_city, billing_country }),
                new_password: password ?? '',
              },
            },
          }
        : { create: { ...fields, password: password ?? '', role: 'client' } },
      (message) => setError('email', { message }, { shouldFocus: true }),
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      {sectionsFor(editing !== null).map((section) => (
        <fieldset key={section.title} className="grid gap-4">
          <legend className="mb-3 text-xs font-semibold tracking-wide text-zinc-500 uppercase">{section.title}</legend>
          {section.hint ? <p className="-mt-2 text-xs text-zinc-500">{section.hint}</p> : null}
          <TextFieldGrid
            idPrefix="client"
            fields={section.fields}
            register={register}
            errors={errors}
            autoFocusFirst={section.title === t.identity}
            optionalSuffix={t.optional}
          />
        </fieldset>
      ))}
      <FormDialogFooter
        className="border-t border-zinc-100 pt-4"
        busy={busy}
        submitLabel={editing ? t.save : t.create}
        busyLabel={editing ? t.saving : t.creating}
      />
    </form>
  );
}

/** 'Créer un client' and 'Modifier' (spec §2, §3, §5): the whole account, new password optional. */
export function ClientFormDialog({ target, onClose }: { target: ClientDialogTarget | null; onClose: () => void }) {
  const editing = target?.mode === 'edit' ? target.client : null;
  return (
    <FormDialog
      target={target}
      onClose={onClose}
      className="sm:max-w-2xl"
      title={editing ? t.editTitle : t.createTitle}
      description={
        editing
          ? t.editDescription(editing.company_name || `${editing.first_name} ${editing.last_name}`)
          : t.createDescription
      }
    >
      {(edited) => <ClientForm target={edited} onDone={onClose} />}
    </FormDialog>
  );
}
