import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_ADMIN_COMPANY } from '@app/shared/brand';
import { createUserSchema, updateUserSchema, type AdminUser } from '@app/shared/users/admin-schemas';
import { useForm, type Resolver } from 'react-hook-form';
import * as z from 'zod';
import { passwordField, TextFieldGrid, type TextFieldConfig } from '@/components/text-field-grid';
import { FormDialog, FormDialogFooter } from '@/components/ui/form-dialog';
import { administratorsFr } from '@/features/administrators/fr';
import { useAccountSave } from '@/lib/hooks/use-account-save';

const t = administratorsFr;

/** What the dialog edits: a new administrator, or an existing one. */
export type AdministratorDialogTarget = { mode: 'add' } | { mode: 'edit'; admin: AdminUser };

/** The server's rules (shared/src/users/admin-schemas.ts), fed from text boxes. */
const shape = createUserSchema.shape;
const fromText = <T,>(schema: z.core.$ZodType<T, unknown>) => schema as z.core.$ZodType<T, string>;
const fields = { first_name: shape.first_name, last_name: shape.last_name, email: shape.email };
const addSchema = z.object({ ...fields, password: shape.password });
const editSchema = z.object({ ...fields, password: fromText(updateUserSchema.shape.new_password) });
type FormValues = z.input<typeof editSchema>;
type FormOutput = z.output<typeof editSchema>;

function fieldsFor(editing: boolean): TextFieldConfig<keyof FormValues>[] {
  return [
    { name: 'first_name', label: t.firstName, autoComplete: 'off' },
    { name: 'last_name', label: t.lastName, autoComplete: 'off' },
    { name: 'email', label: t.email, type: 'email', placeholder: t.emailPlaceholder, autoComplete: 'off', full: true },
    passwordField(editing, t),
  ];
}

function AdministratorForm({ target, onDone }: { target: AdministratorDialogTarget; onDone: () => void }) {
  const editing = target.mode === 'edit' ? target.admin : null;
  const account = useAccountSave('administrators', t, onDone);
  const resolver: Resolver<FormValues, unknown, FormOutput> = editing
    ? zodResolver(editSchema)
    : zodResolver(addSchema);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      first_name: editing?.first_name ?? '',
      last_name: editing?.last_name ?? '',
      email: editing?.email ?? '',
      password: '',
    },
  });
  const busy = account.busy;

  const onSubmit = handleSubmit(({ password, ...values }) =>
    account.save(
      editing
        ? // The spec's fields (§7); the server keeps what they leave out.
          {
            update: {
              id: editing.id,
              body: { ...values, company_name: editing.company_name, new_password: password ?? '' },
            },
          }
        : { create: { ...values, password: password ?? '', company_name: DEFAULT_ADMIN_COMPANY } },
      (message) => setError('email', { message }, { shouldFocus: true }),
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <TextFieldGrid idPrefix="admin" fields={fieldsFor(editing !== null)} register={register} errors={errors} autoFocusFirst />
      <FormDialogFooter
        className="mt-1"
        busy={busy}
        submitLabel={editing ? t.save : t.submitAdd}
        busyLabel={editing ? t.saving : t.adding}
      />
    </form>
  );
}

/** 'Ajouter un administrateur' and 'Modifier' (spec §2, §3): name, email, password (optional on edit). */
export function AdministratorFormDialog({
  target,
  onClose,
}: {
  target: AdministratorDialogTarget | null;
  onClose: () => void;
}) {
  const editing = target?.mode === 'edit' ? target.admin : null;
  return (
    <FormDialog
      target={target}
      onClose={onClose}
      title={editing ? t.editTitle : t.addTitle}
      description={
        editing
          ? t.editDescription(`${editing.first_name} ${editing.last_name}`.trim() || editing.email)
          : t.addDescription(DEFAULT_ADMIN_COMPANY)
      }
    >
      {(edited) => <AdministratorForm target={edited} onDone={onClose} />}
    </FormDialog>
  );
}
