import { logger } from '../lib/logger';
import { buildExport, failExport } from '../privacy/export-build';
import { pendingExports } from '../privacy/export-repository';

/** Exports built per run; the others wait for the next minute. */
const PER_RUN = 10;

/**
 * The personal-data exports asked for (issue 24), oldest first, built one after the other off the
 * request path: archive into S3, export ready, client told. One that fails is marked 'echec'.
 */
export async function buildPendingExports(options: { limit?: number; now?: Date } = {}): Promise<{ built: number; failed: number }> {
  let built = 0;
  let failed = 0;
  for (const record of await pendingExports(options.limit ?? PER_RUN)) {
    try {
      if (await buildExport(record, options.now)) built++;
    } catch (error) {
      logger.error('build-exports: export failed', { exportId: record.id, error: error instanceof Error ? error.message : String(error) });
      await failExport(record);
      failed++;
    }
  }
  if (built || failed) logger.info('build-exports', { built, failed });
  return { built, failed };
}

export const handler = () => buildPendingExports();
