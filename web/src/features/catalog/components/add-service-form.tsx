import { zodResolver } from '@hookform/resolvers/zod';
import { serviceInputSchema, type Category } from '@app/shared/catalog/schemas';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { BusyButton } from '@/components/ui/busy-button';
import { describedBy, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { catalogFr } from '@/features/catalog/fr';
import { useCreateService } from '@/features/catalog/api/create-service';
import { addFormCallbacks } from './add-form-callbacks';
import { withEuroSign } from './price-text';

const t = catalogFr;

/** The inline 'add a service' row at the foot of a category. */
export function AddServiceForm({ category }: { category: Category }) {
  const mutation = useCreateService();
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm({ resolver: zodResolver(serviceInputSchema), defaultValues: { name: '', price: '' } });
  const nameId = `service-name-${category.id}`;
  const priceId = `service-price-${category.id}`;
  const nameError = errors.name?.message;
  const priceError = errors.price?.message;

  const onSubmit = handleSubmit(({ name, price }) => {
    mutation.mutate(
      { categoryId: category.id, name, price: withEuroSign(price) },
      addFormCallbacks(t.serviceAdded, { reset, setFocus }),
    );
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t.addServiceTo(category.name)}
      className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_8rem_auto] sm:items-start"
    >
      <FormField id={nameId} label={t.serviceName} error={nameError} labelClassName="text-xs text-zinc-600">
        <Input
          id={nameId}
          required
          autoComplete="off"
          placeholder={t.servicePlaceholder}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={describedBy(nameId, nameError)}
          {...register('name')}
        />
      </FormField>
      <FormField id={priceId} label={t.servicePrice} error={priceError} labelClassName="text-xs text-zinc-600">
        <Input
          id={priceId}
          required
          autoComplete="off"
          inputMode="decimal"
          placeholder={t.pricePlaceholder}
          aria-invalid={priceError ? true : undefined}
          aria-describedby={describedBy(priceId, priceError)}
          {...register('price')}
        />
      </FormField>
      <BusyButton
        type="submit"
        variant="secondary"
        busy={mutation.isPending}
        icon={<Plus aria-hidden="true" />}
        className="h-10 sm:mt-[1.375rem]"
      >
        {t.addService}
      </BusyButton>
    </form>
  );
}
