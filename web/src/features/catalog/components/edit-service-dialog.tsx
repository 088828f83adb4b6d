import { zodResolver } from '@hookform/resolvers/zod';
import { serviceInputSchema, type Category, type Service } from '@app/shared/catalog/schemas';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast/toast';
import { FormDialog, FormDialogFooter } from '@/components/ui/form-dialog';
import { describedBy, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { catalogFr } from '@/features/catalog/fr';
import { getErrorDetail } from '@/lib/api/api-error';
import { useUpdateService } from '@/features/catalog/api/update-service';
import { withEuroSign } from './price-text';

const t = catalogFr;

export interface EditServiceTarget {
  category: Category;
  service: Service;
}

function EditServiceForm({ category, service, onDone }: EditServiceTarget & { onDone: () => void }) {
  const mutation = useUpdateService();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(serviceInputSchema),
    defaultValues: {
      name: service.name,
      price: service.price,
      emission_related: service.emission_related ?? false,
      human_review_required: service.human_review_required ?? false,
      auto_delivery: service.auto_delivery ?? false,
    },
  });
  // A person must look at an emission-related service or one requiring review: no automatic delivery (decision 042).
  const reviewed = watch('emission_related') === true || watch('human_review_required') === true;
  const nameError = errors.name?.message;
  const priceError = errors.price?.message;

  const onSubmit = handleSubmit(({ name, price, emission_related, human_review_required, auto_delivery }) => {
    const flags = {
      emission_related: emission_related === true,
      human_review_required: human_review_required === true || emission_related === true,
      auto_delivery: auto_delivery === true && emission_related !== true && human_review_required !== true,
    };
    mutation.mutate(
      { categoryId: category.id, serviceId: service.id, name, price: withEuroSign(price), ...flags },
      {
        onSuccess: () => {
          toast.success(t.serviceUpdated);
          onDone();
        },
        onError: (cause) => toast.error(getErrorDetail(cause) ?? t.updateError),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="edit-service-name" label={t.serviceName} error={nameError}>
        <Input
          id="edit-service-name"
          required
          autoComplete="off"
          aria-invalid={nameError ? true : undefined}
          aria-describedby={describedBy('edit-service-name', nameError)}
          {...register('name')}
        />
      </FormField>
      <FormField id="edit-service-price" label={t.servicePrice} error={priceError}>
        <Input
          id="edit-service-price"
          required
          autoComplete="off"
          inputMode="decimal"
          placeholder={t.pricePlaceholder}
          aria-invalid={priceError ? true : undefined}
          aria-describedby={describedBy('edit-service-price', priceError)}
          {...register('price')}
        />
      </FormField>
      <fieldset className="grid gap-2 text-sm">
        <legend className="mb-1 font-medium text-zinc-900">{t.flags.legend}</legend>
        {(['emission_related', 'human_review_required', 'auto_delivery'] as const).map((flag) => (
          <label key={flag} className="flex items-start gap-2">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-brand-600"
              disabled={flag === 'auto_delivery' && reviewed}
              {...register(flag)}
            />
            <span>{t.flags[flag]}</span>
          </label>
        ))}
        <p className="text-xs text-zinc-500">{t.flags.hint}</p>
      </fieldset>
      <FormDialogFooter busy={mutation.isPending} submitLabel={t.save} busyLabel={t.saving} />
    </form>
  );
}

/** 'Modifier le service': name and price (shared schema), saved with PUT. */
export function EditServiceDialog({ target, onClose }: { target: EditServiceTarget | null; onClose: () => void }) {
  return (
    <FormDialog
      target={target}
      onClose={onClose}
      title={t.editServiceTitle}
      description={(edited) => t.editServiceDescription(edited.category.name)}
    >
      {(edited) => <EditServiceForm {...edited} onDone={onClose} />}
    </FormDialog>
  );
}
