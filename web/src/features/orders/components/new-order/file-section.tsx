import { ORDER_FILE_EXTENSIONS } from '@app/shared/orders/versions';
import { FileUp } from 'lucide-react';
import { useId } from 'react';
import { describedBy } from '@/components/ui/form-field';
import { newOrderFr } from '@/features/orders/fr';
import { Field } from './field';
import { FileDrop } from './file-drop';
import { FormSection } from './form-section';
import type { OrderFile } from './use-order-file';

const t = newOrderFr;

/** The original file to tune (required). */
export function FileSection({ orderFile }: { orderFile: OrderFile }) {
  const fileId = useId();
  const fileHint = t.fileHint(ORDER_FILE_EXTENSIONS.join(', '));
  const error = orderFile.error ?? undefined;
  return (
    <FormSection icon={FileUp} title={t.fileSection}>
      <div className="grid gap-3">
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
      </div>
    </FormSection>
  );
}
