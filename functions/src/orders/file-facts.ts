import type { ChangeSummary, FileAnalysis } from '@app/shared/files/file-analysis';
import { analyzeFile, compareFiles } from '../lib/files/analysis';
import { readObject } from '../lib/files/objects';
import { logger } from '../lib/logger';
import type { StoredFile } from '../order-data/order-record';

/**
 * The analysis of a stored object, read from S3 chunk by chunk (with `ifMatch`, of the bytes that
 * ETag names only). It stays small on the order item: at most 5 erased runs are listed, the last
 * counting the others (lib/files/analysis).
 */
export const analyseObject = (key: string, ifMatch?: string): Promise<FileAnalysis> => analyzeFile(readObject(key, ifMatch));

/** What an order keeps of a stored file beyond its name and size (none when it could not be read). */
export type FileFacts = Pick<StoredFile, 'sha256' | 'analysis' | 'changes'>;

/** The analysis is indicative: a read that fails is logged and the file stored without it. */
async function bestEffort<T>(key: string, read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    logger.warn('file analysis skipped', { key, error: (error as Error).name });
    return undefined;
  }
}

const factsOf = (analysis: FileAnalysis | undefined): FileFacts => (analysis ? { sha256: analysis.sha256, analysis } : {});

/** A stored file's SHA-256 and analysis. */
export async function fileFacts(key: string): Promise<FileFacts> {
  return factsOf(await bestEffort(key, () => analyseObject(key)));
}

/**
 * The facts of a stored file from an analysis the server already made of those very bytes (same
 * key and ETag) when there is one, else read from S3 as fileFacts does.
 */
export async function knownFileFacts(key: string, known: () => Promise<FileAnalysis | undefined>): Promise<FileFacts> {
  const analysis = await bestEffort(key, known);
  return analysis ? factsOf(analysis) : fileFacts(key);
}

/** The object at `key` against the order's original; none without an original or when a read fails. */
export const changesAgainst = (key: string, originalKey: string | undefined): Promise<ChangeSummary | undefined> =>
  originalKey ? bestEffort(key, () => compareFiles(readObject(originalKey), readObject(key))) : Promise.resolve(undefined);

/** A delivered version's SHA-256 and analysis, and its changes against the order's original. */
export async function versionFacts(key: string, originalKey: string | undefined): Promise<FileFacts> {
  const [facts, changes] = await Promise.all([fileFacts(key), changesAgainst(key, originalKey)]);
  return changes ? { ...facts, changes } : facts;
}
