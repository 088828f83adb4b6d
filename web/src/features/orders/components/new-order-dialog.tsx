import { zodResolver } from '@hookform/resolvers/zod';
import type { ClientDiscount } from '@app/shared/catalog/schemas';
import { createOrderSchema, fileOrigins, fuelTypes, gearboxTypes } from '@app/shared/orders/schemas';
import { ORDER_FILE_EXTENSIONS } from '@app/shared/orders/versions';
import { Car, ChevronRight, Cpu, FileUp, Info, ListChecks, NotebookPen, PackageOpen, X } from 'lucide-react';
import {
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Badge } from '../../../components/ui/badge';
import { BusyButton } from '../../../components/ui/busy-button';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../../../components/ui/collapsible';
import {
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { describedBy, FieldMessages } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Progress } from '../../../components/ui/progress';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { Textarea } from '../../../components/ui/textarea';
import { fr } from '../../../i18n/fr';
import { getErrorDetail } from '../../../lib/api-client';
import { formatEuro } from '../../../lib/format';
import { cn } from '../../../lib/utils';
import { type OrderFields, useCreateOrder } from '../api/create-order';
import { useCategories, useClientDiscounts } from '../api/get-catalog';
import { uploadOrderFile } from '../api/upload-file';
import {
  discountFor,
  formatDiscount,
  priceCatalog,
  selectedServices,
  selectionTotal,
  type PricedCatalogService,
  toSelectedServicesPayload,
} from './new-order-pricing';
import { formatFileSize, ORDER_FILE_ACCEPT, orderFileError } from './order-file';

const t = fr.newOrder;

/** The text and choice fields, validated with the server's own schema (same French messages). */
const formSchema = createOrderSchema.pick({
  vehicle_brand: true,
  vehicle_model: true,
  vehicle_year: true,
  registration: true,
  engine: true,
  kilometers: true,
  ecu_type: true,
  fuel_type: true,
  gearbox_type: true,
  file_origin: true,
  notes: true,
  useful_links: true,
});
type FormOutput = z.output<typeof formSchema>;

type FormValues = OrderFields;

const defaultValues: FormValues = {
  vehicle_brand: '',
  vehicle_model: '',
  vehicle_year: '',
  registration: '',
  engine: '',
  kilometers: '',
  ecu_type: '',
  fuel_type: '',
  gearbox_type: '',
  file_origin: '',
  notes: '',
  useful_links: '',
};

type Phase = 'idle' | 'uploading' | 'creating';

export interface NewOrderDialogProps {
  /** Told while the file is sent and the order created, so the dialog cannot be closed then. */
  onBusyChange?: (busy: boolean) => void;
  /** After the success toast: close the dialog and go to /orders. */
  onCreated: () => void;
  /** The Cancel button. */
  onCancel: () => void;
}

/** Content of the 'Nouvelle commande ECU' dialog (spec §2, §5): services, vehicle, ECU, file. */
export function NewOrderDialog({ onBusyChange, onCreated, onCancel }: NewOrderDialogProps) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const categories = useCategories();
  const discounts = useClientDiscounts();
  const createOrder = useCreateOrder();

  const [selection, setSelection] = useState<ReadonlySet<string>>(() => new Set());
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [phase, setPhaseState] = useState<Phase>('idle');
  const [progress, setProgress] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const busy = phase !== 'idle';

  const setPhase = (next: Phase) => {
    setPhaseState(next);
    onBusyChange?.(next !== 'idle');
  };

  // A closed dialog (or a left page) stops an upload still running.
  useEffect(() => () => abort.current?.abort(), []);

  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(formSchema) as unknown as Resolver<FormValues, unknown, FormOutput>,
    defaultValues,
  });

  const discountList: readonly ClientDiscount[] = useMemo(() => discounts.data ?? [], [discounts.data]);
  const priced = useMemo(() => priceCatalog(categories.data ?? [], discountList), [categories.data, discountList]);
  const selected = useMemo(() => selectedServices(priced, selection), [priced, selection]);
  const total = selectionTotal(selected);

  const toggle = (key: string, checked: boolean) => {
    setSelection((current) => {
      const next = new Set(current);
      if (checked) next.add(key);
      else next.delete(key);
      return next;
    });
  };

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setFileError(chosen ? orderFileError(chosen, { required: t.fileRequired, empty: t.fileEmpty }) : null);
  };

  const send = async (values: FormOutput, chosen: File) => {
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    setPhase('uploading');
    try {
      const uploadKey = await uploadOrderFile(chosen, 'order', (p) => setProgress(p.percent), controller.signal);
      setPhase('creating');
      await createOrder.mutateAsync({
        vehicle_brand: values.vehicle_brand,
        vehicle_model: values.vehicle_model,
        vehicle_year: values.vehicle_year,
        registration: values.registration,
        engine: values.engine,
        kilometers: values.kilometers,
        ecu_type: values.ecu_type,
        fuel_type: values.fuel_type ?? '',
        gearbox_type: values.gearbox_type ?? '',
        file_origin: values.file_origin ?? '',
        selected_services: toSelectedServicesPayload(selected),
        notes: values.notes,
        useful_links: values.useful_links,
        upload_key: uploadKey,
        original_filename: chosen.name,
      });
      onBusyChange?.(false);
      toast.success(t.success, { duration: 5000 });
      onCreated();
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setPhase('idle');
      toast.error(getErrorDetail(error) ?? t.error);
    } finally {
      abort.current = null;
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const problem = orderFileError(file, { required: t.fileRequired, empty: t.fileEmpty });
    setFileError(problem);
    void handleSubmit(
      async (values) => {
        if (problem || !file) {
          fileInput.current?.focus();
          return;
        }
        await send(values, file);
      },
      () => undefined,
    )(event);
  };

  const fieldError = (name: keyof FormValues) => errors[name]?.message;

  const textField = (
    name: keyof FormValues,
    label: string,
    placeholder: string,
    options: { required?: boolean; inputMode?: 'numeric' | 'text'; autoComplete?: string } = {},
  ) => {
    const fieldId = id(name);
    const error = fieldError(name);
    return (
      <Field id={fieldId} label={label} required={options.required} error={error}>
        <Input
          id={fieldId}
          placeholder={placeholder}
          required={options.required}
          inputMode={options.inputMode}
          autoComplete={options.autoComplete ?? 'off'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, error)}
          {...register(name)}
        />
      </Field>
    );
  };

  const choiceField = <V extends string>(
    name: 'fuel_type' | 'gearbox_type' | 'file_origin',
    label: string,
    values: readonly V[],
    labels: Record<V, string>,
  ) => {
    const fieldId = id(name);
    return (
      <div className="grid gap-1.5">
        <Label htmlFor={fieldId}>{label}</Label>
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange} disabled={busy}>
              <SelectTrigger id={fieldId} ref={field.ref} onBlur={field.onBlur}>
                <SelectValue placeholder={t.choose} />
              </SelectTrigger>
              <SelectContent>
                {values.map((value) => (
                  <SelectItem key={value} value={value}>
                    {labels[value]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </div>
    );
  };

  const fileId = id('file');
  const fileHint = t.fileHint(ORDER_FILE_EXTENSIONS.join(', '));

  return (
    <DialogContent hideClose={busy} className="max-w-4xl gap-0 p-0 sm:max-h-[calc(100dvh-4rem)]" aria-busy={busy}>
      <DialogHeader className="border-b border-zinc-200 px-6 pt-6 pb-4">
        <DialogTitle>{t.title}</DialogTitle>
        <DialogDescription>{t.description}</DialogDescription>
      </DialogHeader>

      <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-col">
        <fieldset disabled={busy} className="grid min-w-0 gap-8 px-6 py-6">
          {/* Services */}
          <FormSection icon={ListChecks} title={t.servicesSection} hint={t.servicesHint}>
            <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
              <div className="grid content-start gap-2">
                {categories.isPending ? (
                  <>
                    <Skeleton className="h-12 w-full rounded-lg" />
                    <Skeleton className="h-12 w-full rounded-lg" />
                    <Skeleton className="h-12 w-full rounded-lg" />
                  </>
                ) : (categories.data ?? []).length === 0 ? (
                  <div className="flex items-center gap-3 rounded-lg border border-dashed border-zinc-300 px-4 py-6 text-sm text-zinc-600">
                    <PackageOpen aria-hidden="true" className="size-5 text-zinc-400" />
                    {t.noServices}
                  </div>
                ) : (
                  (categories.data ?? []).map((category) => (
                    <CategoryGroup
                      key={category.id}
                      name={category.name}
                      discount={discountFor(category.id, discountList)}
                      services={priced.filter((s) => s.category_id === category.id)}
                      selection={selection}
                      onToggle={toggle}
                      idPrefix={id(`cat-${category.id}`)}
                    />
                  ))
                )}
              </div>

              <OrderSummary selected={selected} total={total} onRemove={(key) => toggle(key, false)} />
            </div>
          </FormSection>

          {/* Vehicle */}
          <FormSection icon={Car} title={t.vehicleSection}>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {textField('vehicle_brand', t.brand, t.brandPlaceholder, { required: true })}
              {textField('vehicle_model', t.model, t.modelPlaceholder, { required: true })}
              {textField('vehicle_year', t.year, t.yearPlaceholder, { required: true, inputMode: 'numeric' })}
              {textField('registration', t.registration, t.registrationPlaceholder, { required: true })}
              {textField('engine', t.engine, t.enginePlaceholder, { required: true })}
              {textField('kilometers', t.kilometers, t.kilometersPlaceholder, { required: true, inputMode: 'numeric' })}
            </div>
          </FormSection>

          {/* ECU */}
          <FormSection icon={Cpu} title={t.ecuSection}>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {textField('ecu_type', t.ecuType, t.ecuTypePlaceholder)}
              {choiceField('fuel_type', t.fuelType, fuelTypes, t.fuelLabels)}
              {choiceField('gearbox_type', t.gearboxType, gearboxTypes, t.gearboxLabels)}
              {choiceField('file_origin', t.fileOrigin, fileOrigins, t.fileOriginLabels)}
            </div>
          </FormSection>

          {/* File */}
          <FormSection icon={FileUp} title={t.fileSection}>
            <div className="grid gap-3">
              <Field id={fileId} label={t.file} required error={fileError ?? undefined} hint={fileHint}>
                <FileDrop
                  id={fileId}
                  inputRef={fileInput}
                  file={file}
                  invalid={Boolean(fileError)}
                  describedBy={describedBy(fileId, fileError ?? undefined, fileHint)}
                  onChange={chooseFile}
                />
              </Field>
            </div>
          </FormSection>

          {/* Notes and links */}
          <FormSection icon={NotebookPen} title={t.extrasSection}>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id={id('notes')} label={t.notes} error={fieldError('notes')}>
                <Textarea
                  id={id('notes')}
                  rows={4}
                  placeholder={t.notesPlaceholder}
                  aria-invalid={fieldError('notes') ? true : undefined}
                  aria-describedby={describedBy(id('notes'), fieldError('notes'))}
                  {...register('notes')}
                />
              </Field>
              <Field id={id('useful_links')} label={t.usefulLinks} error={fieldError('useful_links')}>
                <Textarea
                  id={id('useful_links')}
                  rows={4}
                  placeholder={t.usefulLinksPlaceholder}
                  aria-invalid={fieldError('useful_links') ? true : undefined}
                  aria-describedby={describedBy(id('useful_links'), fieldError('useful_links'))}
                  {...register('useful_links')}
                />
              </Field>
            </div>
          </FormSection>
        </fieldset>

        <DialogFooter className="sticky bottom-0 items-center border-t border-zinc-200 bg-white/95 px-6 py-4 backdrop-blur sm:justify-between">
          {busy ? (
            <div className="grid w-full gap-1.5 sm:max-w-xs" role="status">
              <div className="flex items-center justify-between gap-3 text-xs font-medium text-zinc-700">
                <span>{phase === 'uploading' ? t.uploading : t.creating}</span>
                <span className="tabular-nums">{phase === 'uploading' ? progress : 100}&nbsp;%</span>
              </div>
              <Progress value={phase === 'uploading' ? progress : 100} aria-label={t.uploading} />
            </div>
          ) : (
            <p className="hidden text-xs text-zinc-500 sm:block">{t.requiredHint}</p>
          )}
          <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto">
            <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
              {fr.common.cancel}
            </Button>
            <BusyButton type="submit" busy={busy}>
              {t.submit}
            </BusyButton>
          </div>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}

/**
 * Label + control + hint + error, like components/ui FormField, with a required mark kept
 * outside the label (the label reads 'Marque', not 'Marque *').
 */
function Field({
  id,
  label,
  required,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string | undefined;
  hint?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="grid content-start gap-1.5">
      <div className="flex items-baseline gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        {required ? (
          <span aria-hidden="true" className="text-sm leading-none font-medium text-red-600">
            *
          </span>
        ) : null}
      </div>
      {children}
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

function FormSection({
  icon: Icon,
  title,
  hint,
  children,
}: {
  icon: typeof Car;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex items-center gap-3">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
          <Icon aria-hidden="true" className="size-4" />
        </span>
        <div className="min-w-0">
          <h3 id={headingId} className="text-sm font-semibold text-zinc-900">
            {title}
          </h3>
          {hint ? <p className="text-xs text-zinc-500">{hint}</p> : null}
        </div>
      </div>
      {children}
    </section>
  );
}

function Price({ service }: { service: Pick<PricedCatalogService, 'original_price' | 'discounted_price'> }) {
  const discounted = service.discounted_price < service.original_price;
  return (
    <span className="flex shrink-0 items-baseline gap-2 text-sm tabular-nums">
      {discounted ? (
        <>
          <s className="text-xs text-zinc-400">{formatEuro(service.original_price)}</s>
          <span className="font-semibold text-green-700">{formatEuro(service.discounted_price)}</span>
        </>
      ) : (
        <span className="font-medium text-zinc-900">{formatEuro(service.original_price)}</span>
      )}
    </span>
  );
}

function CategoryGroup({
  name,
  discount,
  services,
  selection,
  onToggle,
  idPrefix,
}: {
  name: string;
  discount: Pick<ClientDiscount, 'discount_type' | 'discount_value'> | undefined;
  services: PricedCatalogService[];
  selection: ReadonlySet<string>;
  onToggle: (key: string, checked: boolean) => void;
  idPrefix: string;
}) {
  const [open, setOpen] = useState(false);
  const chosen = services.filter((s) => selection.has(s.key)).length;
  return (
    <Collapsible
      open={open}
      onOpenChange={setOpen}
      className={cn(
        'overflow-hidden rounded-lg border bg-white transition-colors',
        chosen > 0 ? 'border-brand-200' : 'border-zinc-200',
      )}
    >
      <CollapsibleTrigger className="group flex w-full cursor-pointer items-center gap-3 px-4 py-3 text-left outline-none hover:bg-zinc-50 focus-visible:bg-zinc-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset">
        <ChevronRight
          aria-hidden="true"
          className="size-4 shrink-0 text-zinc-400 transition-transform group-data-[state=open]:rotate-90"
        />
        <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
          <span className="text-sm font-medium break-words text-zinc-900">{name}</span>
          {discount ? <Badge variant="success">{t.discountBadge(formatDiscount(discount))}</Badge> : null}
        </span>
        {chosen > 0 ? (
          <Badge>{t.selectedCount(chosen)}</Badge>
        ) : (
          <span className="shrink-0 text-xs text-zinc-500">{t.servicesCount(services.length)}</span>
        )}
      </CollapsibleTrigger>
      <CollapsibleContent>
        <ul className="divide-y divide-zinc-100 border-t border-zinc-100">
          {services.map((service) => {
            const checkboxId = `${idPrefix}-${service.id}`;
            const checked = selection.has(service.key);
            return (
              <li
                key={service.key}
                className={cn('flex items-center gap-3 px-4 py-2.5', checked ? 'bg-brand-50/50' : undefined)}
              >
                <Checkbox
                  id={checkboxId}
                  checked={checked}
                  onCheckedChange={(value) => onToggle(service.key, value === true)}
                />
                <Label htmlFor={checkboxId} className="min-w-0 flex-1 cursor-pointer py-0.5 leading-snug font-normal">
                  {service.name}
                </Label>
                <Price service={service} />
              </li>
            );
          })}
        </ul>
      </CollapsibleContent>
    </Collapsible>
  );
}

function OrderSummary({
  selected,
  total,
  onRemove,
}: {
  selected: PricedCatalogService[];
  total: number;
  onRemove: (key: string) => void;
}) {
  return (
    <aside
      aria-label={t.summaryTitle}
      className="flex flex-col self-start rounded-xl border border-zinc-200 bg-zinc-50/70 lg:sticky lg:top-0"
    >
      <p className="px-4 pt-4 text-xs font-semibold tracking-wide text-zinc-500 uppercase">{t.summaryTitle}</p>
      {selected.length === 0 ? (
        <p className="px-4 py-3 text-sm text-zinc-500">{t.noneSelected}</p>
      ) : (
        <ul className="grid gap-1 px-2 py-2">
          {selected.map((service) => (
            <li key={service.key} className="flex items-start gap-2 rounded-md px-2 py-1.5">
              <div className="min-w-0 flex-1">
                <p className="text-sm leading-snug text-zinc-900">{service.name}</p>
                <p className="truncate text-xs text-zinc-500">{service.category_name}</p>
              </div>
              <span className="pt-px text-sm font-medium text-zinc-900 tabular-nums">
                {formatEuro(service.discounted_price)}
              </span>
              <button
                type="button"
                onClick={() => onRemove(service.key)}
                aria-label={t.removeService(service.name)}
                className="-mr-1 cursor-pointer rounded p-0.5 text-zinc-400 outline-none hover:bg-zinc-200 hover:text-zinc-700 focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto border-t border-zinc-200 px-4 py-3">
        <div className="flex items-baseline justify-between gap-2" aria-live="polite">
          <span className="text-sm font-medium text-zinc-700">{t.total}</span>
          <span data-testid="order-total" className="text-xl font-semibold text-zinc-900 tabular-nums">
            {formatEuro(total)}
          </span>
        </div>
        <p className="mt-1.5 flex items-center gap-1.5 text-xs text-zinc-500">
          <Info aria-hidden="true" className="size-3.5 shrink-0" />
          {t.discountsNote}
        </p>
      </div>
    </aside>
  );
}

function FileDrop({
  id,
  inputRef,
  file,
  invalid,
  describedBy: describedByIds,
  onChange,
}: {
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  file: File | null;
  invalid: boolean;
  describedBy: string | undefined;
  onChange: (file: File | null) => void;
}) {
  const [dragging, setDragging] = useState(false);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange(event.target.files?.[0] ?? null);
  };
  return (
    <div
      onDragEnter={() => setDragging(true)}
      onDragLeave={() => setDragging(false)}
      onDrop={() => setDragging(false)}
      className={cn(
        'relative flex min-h-28 items-center justify-center rounded-xl border-2 border-dashed px-4 py-5 text-center transition-colors focus-within:border-brand-500 focus-within:ring-3 focus-within:ring-brand-500/20 hover:border-brand-300 hover:bg-brand-50/40',
        dragging ? 'border-brand-500 bg-brand-50' : invalid ? 'border-red-300 bg-red-50/40' : 'border-zinc-300',
        file && !invalid ? 'border-solid border-brand-200 bg-brand-50/40' : undefined,
      )}
    >
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={ORDER_FILE_ACCEPT}
        required
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedByIds}
        onChange={handleChange}
        className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
      />
      <div className="pointer-events-none flex flex-col items-center gap-2">
        <span
          className={cn(
            'flex size-10 items-center justify-center rounded-full',
            file && !invalid ? 'bg-brand-600 text-white' : 'bg-white text-brand-600 ring-1 ring-zinc-200',
          )}
        >
          <FileUp aria-hidden="true" className="size-5" />
        </span>
        {file ? (
          <>
            <p className="max-w-full text-sm font-medium break-all text-zinc-900">
              {file.name} <span className="font-normal text-zinc-500">({formatFileSize(file.size)})</span>
            </p>
            <p className="text-xs text-zinc-500">{t.fileChange}</p>
          </>
        ) : (
          <p className="text-sm font-medium text-zinc-700">{t.fileDrop}</p>
        )}
      </div>
    </div>
  );
}
