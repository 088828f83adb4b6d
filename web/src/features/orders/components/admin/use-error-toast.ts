import { useEffect } from 'react';
import { toast } from '@/lib/toast/toast';

/**
 * One error toast when a (polled) query starts failing: not one per failed poll. The toast id
 * makes a repeated message replace the shown one.
 */
export function useErrorToast(isError: boolean, message: string): void {
  useEffect(() => {
    if (isError) toast.error(message, { id: message });
  }, [isError, message]);
}
