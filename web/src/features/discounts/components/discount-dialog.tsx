import { zodResolver } from '@hookform/resolvers/zod';
import { discountInputSchema, type Category, type ClientDiscount } from '@app/shared/catalog/schemas';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast/toast';
import { FormDialog, FormDialogFooter } from '@/components/ui/form-dialog';
import { describedBy, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { discountsFr } from '@/features/discounts/fr';
import { useSaveDiscount } from '@/features/discounts/api/save-discount';

const t = discountsFr;

export interface DiscountDialogTarget {
  clientId: string;
  clientName: string;
  /** The discount being edited; absent for a new one. */
  discount?: ClientDiscount;
}

interface DiscountFormProps extends DiscountDialogTarget {
  categories: readonly Category[];
  onDone: () => void;
}

function DiscountForm({ clientId, discount, categories, onDone }: DiscountFormProps) {
  const mutation = useSaveDiscount();
  const editing = discount !== undefined;
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(discountInputSchema),
    defaultValues: {
      category_id: discount?.category_id ?? '',
      discount_type: discount?.discount_type ?? 'percentage',
      // Shown the French way ('12,5'), read back with the same rule as what the user types.
      discount_value: discount ? String(discount.discount_value).replace('.', ',') : '',
    },
  });
  const type = watch('discount_type');
  const categoryError = errors.category_id?.message;
  const typeError = errors.discount_type?.message;
  const valueError = errors.discount_value?.message;

  const onSubmit = handleSubmit((values) => {
    mutation.mutate(
      { clientId, ...values },
      {
        onSuccess: ({ created }) => {
          toast.success(created ? t.created : t.updated);
          onDone();
        },
        onError: () => toast.error(t.saveError),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="discount-category" label={t.category} error={categoryError}>
        {editing ? (
          <Input id="discount-category" value={discount.category_name} readOnly disabled />
        ) : (
          <NativeSelect
            id="discount-category"
            required
            aria-invalid={categoryError ? true : undefined}
            aria-describedby={describedBy('discount-category', categoryError)}
            {...register('category_id')}
          >
            <option value="">{categories.length > 0 ? t.chooseCategory : t.noCategories}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField id="discount-type" label={t.type} error={typeError}>
          <NativeSelect
            id="discount-type"
            required
            aria-invalid={typeError ? true : undefined}
            aria-describedby={describedBy('discount-type', typeError)}
            {...register('discount_type')}
          >
            <option value="percentage">{t.typeLabels.percentage}</option>
            <option value="fixed">{t.typeLabels.fixed}</option>
          </NativeSelect>
        </FormField>
        <FormField
          id="discount-value"
          label={t.value}
          error={valueError}
          hint={type === 'fixed' ? t.valueFixedHint : t.valuePercentHint}
        >
          <div className="relative">
            <Input
              id="discount-value"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              required
              aria-invalid={valueError ? true : undefined}
              aria-describedby={describedBy(
                'discount-value',
                valueError,
                type === 'fixed' ? t.valueFixedHint : t.valuePercentHint,
              )}
              className="pr-8 tabular-nums"
              {...register('discount_value')}
            />
            <span
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-zinc-500"
            >
              {type === 'fixed' ? '€' : '%'}
            </span>
          </div>
        </FormField>
      </div>
      <FormDialogFooter busy={mutation.isPending} submitLabel={t.save} busyLabel={t.saving} />
    </form>
  );
}

export interface DiscountDialogProps {
  target: DiscountDialogTarget | null;
  categories: readonly Category[];
  onClose: () => void;
}

/**
 * Add / edit a discount: category, type (Pourcentage / Montant fixe), value (≥ 0, ≤ 100 %, two
 * decimals). A text input read with parseAmount: a number input drops the French comma ('12,5' → 125).
 */
export function DiscountDialog({ target, categories, onClose }: DiscountDialogProps) {
  return (
    <FormDialog
      target={target}
      onClose={onClose}
      title={(edited) => (edited.discount ? t.editTitle : t.newTitle)}
      description={(edited) => t.dialogDescription(edited.clientName)}
    >
      {(edited) => <DiscountForm {...edited} categories={categories} onDone={onClose} />}
    </FormDialog>
  );
}
