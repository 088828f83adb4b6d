/** Client-side checks of the original file of a new order (spec §5, §9); the server checks again. */
import { fileRuleProblem } from '@app/shared/files/file-rules';
import { ORDER_FILE_EXTENSIONS, orderFileRules } from '@app/shared/orders/versions';

/** The file input's accept attribute: '.bin,.ori,.mod,.hex,.map'. */
export const ORDER_FILE_ACCEPT = ORDER_FILE_EXTENSIONS.join(',');

export interface OrderFileMessages {
  /** No file chosen. */
  required: string;
  /** A file of 0 bytes. */
  empty: string;
}

/** The error message for a chosen file, or null when it can be sent. */
export function orderFileError(
  file: Pick<File, 'name' | 'size'> | null | undefined,
  messages: OrderFileMessages,
): string | null {
  if (!file) return messages.required;
  return fileRuleProblem(file, orderFileRules) ?? (file.size <= 0 ? messages.empty : null);
}

