import { toast } from '@/lib/toast/toast';
import { catalogFr } from '@/features/catalog/fr';
import { getErrorDetail } from '@/lib/api/api-error';

/** The form methods used to start again after an add. */
export interface RestartableForm {
  reset: () => void;
  setFocus: (name: 'name') => void;
}

/**
 * The mutate callbacks of the inline add forms: on success a toast, then the form emptied with
 * the focus back in the name; on failure the server's detail (or the generic add error).
 */
export function addFormCallbacks(addedMessage: string, form: RestartableForm) {
  return {
    onSuccess: () => {
      toast.success(addedMessage);
      form.reset();
      // After the re-render that re-enables the submit button and inserts the new item.
      window.setTimeout(() => form.setFocus('name'), 0);
    },
    onError: (cause: unknown) => toast.error(getErrorDetail(cause) ?? catalogFr.addError),
  };
}
