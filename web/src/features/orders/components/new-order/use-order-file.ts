import { useRef, useState } from 'react';
import { newOrderFr } from '@/features/orders/fr';
import { orderFileError } from '@/features/orders/components/order-file';
import { useOriginalUpload } from './use-original-upload';

const messages = { required: newOrderFr.fileRequired, empty: newOrderFr.fileEmpty };

/**
 * The chosen original file, its validation message, the input to focus when it is wrong, and
 * its upload (started as soon as a valid file is chosen, for its analysis).
 */
export function useOrderFile() {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useOriginalUpload();

  const choose = (chosen: File | null) => {
    const problem = chosen ? orderFileError(chosen, messages) : null;
    setFile(chosen);
    setError(problem);
    upload.track(chosen && !problem ? chosen : null);
  };

  /** Shows the problem with the current file, if any, and returns it. */
  const validate = (): string | null => {
    const problem = orderFileError(file, messages);
    setError(problem);
    return problem;
  };

  return { file, error, inputRef, choose, validate, upload };
}

export type OrderFile = ReturnType<typeof useOrderFile>;
