import type { UploadRequest, UploadTicket } from '@app/shared/orders/schemas';
import { chatAttachmentRules } from '@app/shared/order-chat/schemas';
import { invalid, forbidden } from '../lib/errors';
import type { UserRecord } from '../users/user-record';
import type { FileRules } from '@app/shared/files/file-rules';
import { orderFileRules } from '@app/shared/orders/versions';
import { displayFilename } from '@app/shared/files/file-names';
import { UPLOAD_CONTENT_TYPE, URL_TTL_SECONDS, presignUpload } from '../lib/files/presign';
import { newUploadKey } from '../lib/files/upload-keys';
import { originalUploadKey } from '../order-data/order-files';

/**
 * POST /api/uploads: checks name and size, then presigns a PUT of exactly that many bytes under a
 * key that carries the size. When the key is used, the object must be there with that very size
 * (incoming-file.ts). A new order's file (purpose 'order') goes straight to the key the order will
 * name (orders/{id}/original/{user}/{size}/{name}), so it is never copied; deliveries and chat
 * attachments go under uploads/{user}/ and are copied where their record puts them.
 */
export async function requestUpload(user: UserRecord, input: UploadRequest): Promise<UploadTicket> {
  if (input.purpose === 'delivery' && user.role !== 'admin') {
    throw forbidden('Accès réservé aux administrateurs');
  }
  const rules: FileRules = input.purpose === 'chat' ? chatAttachmentRules : orderFileRules;
  const filename = displayFilename(input.filename);
  if (!rules.accepts(filename)) throw invalid(rules.badExtension);
  if (input.size > rules.maxBytes) throw invalid(rules.tooLarge);
  const key =
    input.purpose === 'order' ? originalUploadKey(user.id, filename, input.size) : newUploadKey(user.id, filename, input.size);
  return {
    key,
    url: await presignUpload(key, input.size),
    method: 'PUT',
    headers: { 'content-type': UPLOAD_CONTENT_TYPE, 'if-none-match': '*' },
    expires_in: URL_TTL_SECONDS,
    max_bytes: rules.maxBytes,
  };
}
