import { useRef, useState } from 'react';
import { newOrderFr } from '@/features/orders/fr';
import { orderFileError } from '@/features/orders/components/order-file';

const messages = { required: newOrderFr.fileRequired, empty: newOrderFr.fileEmpty };

/** The chosen original file, its validation message, and the input to focus when it is wrong. */
export function useOrderFile() {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setError(chosen ? orderFileError(chosen, messages) : null);
  };

  /** Shows the problem with the current file, if any, and returns it. */
  const validate = (): string | null => {
    const problem = orderFileError(file, messages);
    setError(problem);
    return problem;
  };

  return { file, error, inputRef, choose, validate };
}

export type OrderFile = ReturnType<typeof useOrderFile>;
