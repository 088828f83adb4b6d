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
    formState: { errors },
  } = useForm({
    resolver: zodResolver(serviceInputSchema),
    defaultValues: { name: service.name, price: service.price },
  });
  const nameError = errors.name?.message;
  const priceError = errors.price?.message;

  const onSubmit = handleSubmit(({ name, price }) => {
    mutation.mutate(
      { categoryId: category.id, serviceId: service.id, name, price: withEuroSign(price) },
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
