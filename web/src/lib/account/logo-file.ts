import { LOGO_MAX_BYTES, logoMessages } from '@app/shared/partners/schemas';

/**
 * Checks a chosen logo before sending it (spec §5): an image type ('Veuillez sélectionner un
 * fichier image') of at most 2 Mo. The server checks the bytes again (PNG, JPEG or WebP only).
 * Answers the message to show, or null when the file may be sent.
 */
export function checkLogoFile(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return logoMessages.notImage;
  if (file.size > LOGO_MAX_BYTES) return logoMessages.tooLarge;
  return null;
}

/** What the file picker offers (the types the server accepts). */
export const LOGO_ACCEPT = 'image/png,image/jpeg,image/webp';
