import { useEffect } from 'react';
import type { OrderFile } from './use-order-file';
import type { OrderForm } from './order-form-schema';

/**
 * Fills « Type de calculateur » with what the file's analysis identified (its variant, else its
 * family: 'EDC17C64', 'ME7'), once per analysed file and only while the client has typed nothing
 * there: the field stays theirs to correct (issue 37).
 */
export function useIdentifiedEcu(form: OrderForm, orderFile: OrderFile) {
  const status = orderFile.upload.status;
  const analysis = status.step === 'analysed' ? status.analysis : null;
  const identified = analysis ? (analysis.identifiers.ecu_variant ?? analysis.family) : null;
  useEffect(() => {
    if (!identified || form.getFieldState('ecu_type').isDirty || form.getValues('ecu_type')?.trim()) return;
    form.setValue('ecu_type', identified, { shouldDirty: false });
  }, [identified, form]);
}
