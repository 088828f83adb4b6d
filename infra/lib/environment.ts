import type { Data } from './data';

/** Environment every Lambda of the app receives (API domains and jobs). */
export const dataEnvironment = (data: Data): Record<string, string> => ({
  TABLE_NAME: data.table.tableName,
  FILES_BUCKET: data.filesBucket.bucketName,
  NODE_ENV: 'production',
});
