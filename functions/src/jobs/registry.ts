/**
 * Scheduled jobs (EventBridge rules in the cloud). Data only, like routes.ts: CDK loads this
 * file at synth time to make one Lambda and one rule per job.
 */
export interface JobDef {
  name: string;
  /** 'rate(1 day)' or 'cron(0 3 * * ? *)' (UTC). */
  schedule: string;
  /** File exporting `handler`, relative to functions/src/jobs/. */
  entry: string;
  /**
   * `filePrefixes`: the S3 key prefixes the files access is limited to (required unless 'none').
   * `email: 'send'`: ses:SendEmail on the deploy's SES identity only (infra/lib/email.ts).
   */
  grants: {
    table: 'read' | 'readwrite';
    files: 'none' | 'read' | 'readwrite';
    filePrefixes?: string[];
    email?: 'send';
    /** The exact DynamoDB actions (infra/lib/domain-grants.ts TableAction), narrower than `table`. */
    tableActions?: ('GetItem' | 'BatchGetItem' | 'Query' | 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'BatchWriteItem' | 'ConditionCheckItem')[];
    /** The exact object actions on `filePrefixes`, narrower than `files`. */
    fileActions?: ('get' | 'put' | 'delete' | 'list')[];
    /** The partition key prefixes its item actions and table queries may touch (dynamodb:LeadingKeys). */
    partitions?: string[];
    /** With `partitions`: the index partitions its queries may read (LeadingKeys of an index Query). */
    indexPartitions?: string[];
  };
  timeoutSeconds?: number;
  memorySize?: number;
  /**
   * The job stops itself near its timeout with a checkpoint (job-clock.ts STOP_MARGIN_MS) and the
   * next run resumes: a long run is planned, so its alarm is on a run the timeout cut (infra/lib/monitoring.ts), not on its duration.
   */
  checkpointed?: boolean;
}

export const jobs: readonly JobDef[] = [
  {
    // The e-mail outbox (functions/src/email): claims, sends through SES, retries with backoff.
    name: 'send-emails',
    schedule: 'rate(1 minute)',
    entry: 'send-emails.ts',
    // Claims and settles mails (OUTBOX#) off the gsi3 queue; reads the recipient's account (USER#).
    // OUTBOXTO# (gsi4) comes with the outbox's key builders.
    grants: {
      table: 'readwrite',
      files: 'none',
      email: 'send',
      tableActions: ['GetItem', 'Query', 'UpdateItem'],
      partitions: ['OUTBOX#', 'USER#'],
      indexPartitions: ['OUTBOX', 'OUTBOXTO#'],
    },
    timeoutSeconds: 60,
  },
  {
    name: 'purge-stale-files',
    schedule: 'cron(15 3 * * ? *)',
    entry: 'purge-stale-files.ts',
    // Reads which orders exist; writes only its checkpoint item (JOBSTATE#, purge-walk.ts). It
    // lists and deletes objects, never reads or writes one.
    grants: {
      table: 'readwrite',
      files: 'readwrite',
      filePrefixes: ['uploads/', 'orders/'],
      tableActions: ['GetItem', 'BatchGetItem', 'PutItem', 'DeleteItem'],
      fileActions: ['list', 'delete'],
      partitions: ['JOBSTATE#', 'ORDER#'],
    },
    timeoutSeconds: 300,
    checkpointed: true,
  },
  {
    // Personal-data exports (issue 24): reads the client's items, presigns its order files'
    // links (orders/), writes the archive (exports/), marks it ready and tells the client.
    name: 'build-exports',
    schedule: 'rate(1 minute)',
    entry: 'build-exports.ts',
    grants: {
      table: 'readwrite',
      files: 'readwrite',
      filePrefixes: ['exports/', 'orders/'],
      // Presigns the order files' links (get) and writes the archive (put).
      fileActions: ['get', 'put'],
      tableActions: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
      partitions: ['USER#', 'ORDER#', 'ORDERCHAT#', 'OUTBOX#', 'SETTINGS'],
      indexPartitions: ['EXPORTSTATUS#', 'CLIENT#', 'CLIENTINVOICES#', 'AUDITCLIENT#', 'SUPPORT#', 'OUTBOX', 'OUTBOXTO#'],
    },
    timeoutSeconds: 300,
    memorySize: 1024,
  },
  {
    // Retention (issue 24, decision 026): security logs, expired exports, chat attachments and
    // the ECU files of orders finished long enough ago, page by page with a checkpoint.
    name: 'apply-retention',
    schedule: 'cron(30 3 * * ? *)',
    entry: 'apply-retention.ts',
    grants: {
      table: 'readwrite',
      files: 'readwrite',
      filePrefixes: ['orders/', 'exports/'],
      // Lists and deletes objects, never reads or writes one.
      fileActions: ['list', 'delete'],
      tableActions: ['GetItem', 'Query', 'PutItem', 'DeleteItem', 'BatchWriteItem'],
      partitions: ['SECLOG', 'USER#', 'ORDER#', 'SETTINGS', 'JOBSTATE#'],
      indexPartitions: ['EXPORTSTATUS#'],
    },
    timeoutSeconds: 600,
    checkpointed: true,
  },
  {
    name: 'recount-counters',
    schedule: 'cron(45 2 * * ? *)',
    entry: 'recount-counters.ts',
    // Counters (a business-wide repair is a transaction conditional on the counters' versions:
    // ConditionCheckItem), the accounts' and orders' reindexing and lookup backfill, its checkpoint.
    grants: {
      table: 'readwrite',
      files: 'none',
      tableActions: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'],
      partitions: ['COUNTERS', 'USER#', 'ORDER#', 'JOBSTATE#'],
      indexPartitions: ['ORDERS', 'CLIENT#', 'USERS#'],
    },
    timeoutSeconds: 600,
    checkpointed: true,
    memorySize: 512,
  },
];
