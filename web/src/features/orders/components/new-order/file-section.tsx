import { readMethods } from '@app/shared/files/file-analysis';
import { ORDER_FILE_EXTENSIONS } from '@app/shared/orders/versions';
import { FileUp } from 'lucide-react';
import { useId } from 'react';
import { describedBy } from '@/components/ui/form-field';
import { newOrderFr } from '@/features/orders/fr';
import { ChoiceField } from './choice-field';
import { Field } from './field';
import { FileDrop } from './file-drop';
import { FormSection } from './form-section';
import type { OrderForm } from './order-form-schema';
import { UploadAnalysis } from './upload-analysis';
import type { OrderFile } from './use-order-file';

const t = newOrderFr;

/** The original file to tune (required), what the portal read in it, and how it was read (optional). */
export function FileSection({ orderFile, form, busy }: { orderFile: OrderFile; form: OrderForm; busy: boolean }) {
  const fileId = useId();
  const fileHint = t.fileHint(ORDER_FILE_EXTENSIONS.join(', '));
  const error = orderFile.error ?? undefined;
  return (
    <FormSection icon={FileUp} title={t.fileSection}>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <div className="grid min-w-0 content-start gap-3">
          <Field id={fileId} label={t.file} required error={error} hint={fileHint}>
            <FileDrop
              id={fileId}
              inputRef={orderFile.inputRef}
              file={orderFile.file}
              invalid={Boolean(orderFile.error)}
              describedBy={describedBy(fileId, error, fileHint)}
              onChange={orderFile.choose}
            />
          </Field>
          <UploadAnalysis upload={orderFile.upload} />
        </div>
        <div className="grid content-start">
          <ChoiceField
            form={form}
            name="read_method"
            label={t.readMethod}
            values={readMethods}
            labels={t.readMethodLabels}
            disabled={busy}
          />
        </div>
      </div>
    </FormSection>
  );
}
