/** Attachments shown as a thumbnail in the chat: the image formats a chat accepts. */
const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp'] as const;

export const isImageAttachment = (filename: string | null | undefined): boolean => {
  const lower = filename?.trim().toLowerCase() ?? '';
  return IMAGE_EXTENSIONS.some((ext) => lower.endsWith(ext) && lower.length > ext.length);
};
