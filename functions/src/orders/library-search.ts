import { libraryMessages, type LibraryFile, type LibrarySearchQuery } from '@app/shared/library/schemas';
import { invalid } from '../lib/errors';
import { keyPart, libraryKeys } from '../library-data/library-keys';
import { libraryPage } from '../library-data/library-repository';
import { filesOf } from './library-files';

/** A part the search needs: 400 when blank (letters and digits count). */
function required(value: string | undefined, message: string = libraryMessages.termRequired): string {
  if (!keyPart(value)) throw invalid(message);
  return value ?? '';
}

/** The library key a search names (decision 042); 400 when a part it needs is missing. */
export function searchKeyOf(query: LibrarySearchQuery): string {
  switch (query.by) {
    case 'sha256': {
      const sha = required(query.q).trim();
      if (!/^[0-9a-fA-F]{64}$/.test(sha)) throw invalid(libraryMessages.shaInvalid);
      return libraryKeys.sha(sha);
    }
    case 'software':
      return libraryKeys.software(required(query.q));
    case 'ecu_software':
      return libraryKeys.ecuSoftware(required(query.family, libraryMessages.familyRequired), required(query.q));
    case 'hardware':
      return libraryKeys.hardware(required(query.q));
    case 'vehicle': {
      const make = required(query.make);
      if (!keyPart(query.model)) return libraryKeys.make(make);
      return keyPart(query.engine) ? libraryKeys.engine(make, query.model ?? '', query.engine ?? '') : libraryKeys.model(make, query.model ?? '');
    }
    case 'service':
      return libraryKeys.service(required(query.q));
    case 'client':
      return libraryKeys.client(required(query.q));
  }
}

/** GET /api/admin/library: one page of the orders of a library key, newest first (one Query, one BatchGet). */
export async function searchLibrary(query: LibrarySearchQuery): Promise<{ files: LibraryFile[]; nextCursor?: string }> {
  const { matches, nextCursor } = await libraryPage(searchKeyOf(query), query);
  return { files: filesOf(matches), ...(nextCursor ? { nextCursor } : {}) };
}
