import { NotebookPen } from 'lucide-react';
import { newOrderFr } from '@/features/orders/fr';
import { FormSection } from './form-section';
import type { OrderForm } from './order-form-schema';
import { TextareaField } from './textarea-field';

const t = newOrderFr;

/** Notes and useful links. */
export function NotesSection({ form }: { form: OrderForm }) {
  return (
    <FormSection icon={NotebookPen} title={t.extrasSection}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextareaField form={form} name="notes" label={t.notes} placeholder={t.notesPlaceholder} />
        <TextareaField form={form} name="useful_links" label={t.usefulLinks} placeholder={t.usefulLinksPlaceholder} />
      </div>
    </FormSection>
  );
}
