import { Logger } from '@aws-lambda-powertools/logger';

/** Structured JSON logs. Never log a password, a token or file bytes. */
export const logger = new Logger({
  serviceName: 'file-manager',
  logLevel: (process.env.LOG_LEVEL as 'INFO' | 'WARN' | 'ERROR' | 'DEBUG' | 'SILENT' | undefined) ?? 'INFO',
});
