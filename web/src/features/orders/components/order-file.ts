/** Client-side checks of the original file of a new order (spec §5, §9); the server checks again. */
import {
  BAD_EXTENSION_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  hasAllowedExtension,
  MAX_ORDER_FILE_BYTES,
  ORDER_FILE_EXTENSIONS,
} from '@app/shared/orders/versions';

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
  if (!hasAllowedExtension(file.name)) return BAD_EXTENSION_MESSAGE;
  if (file.size > MAX_ORDER_FILE_BYTES) return FILE_TOO_LARGE_MESSAGE;
  if (file.size <= 0) return messages.empty;
  return null;
}

