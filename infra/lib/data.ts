import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  ObjectOwnership,
  type BucketProps,
} from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { tableDesign } from '@app/functions/lib/db/table-design';

export interface DataProps {
  /** Origins allowed to PUT/GET files with presigned URLs from the browser. */
  readonly corsOrigins: string[];
  /** On-demand ceilings of the table and each index (request units per second). */
  readonly tableMaxReadUnits?: number;
  readonly tableMaxWriteUnits?: number;
}

/** Old versions of client files (overwritten or deleted) stay this long: the undo window. */
export const NONCURRENT_VERSION_DAYS = 30;
/** Access logs (S3 and CloudFront) are kept this long. */
export const ACCESS_LOG_DAYS = 90;

/**
 * The single DynamoDB table, the two buckets and the access-log bucket. Everything here
 * survives a stack deletion; the table also refuses to be deleted while protection is on.
 */
export class Data extends Construct {
  readonly table: Table;
  readonly filesBucket: Bucket;
  readonly siteBucket: Bucket;
  readonly logsBucket: Bucket;

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);
    this.table = createTable(this, props);
    this.logsBucket = createLogsBucket(this);
    this.filesBucket = createFilesBucket(this, this.logsBucket, props.corsOrigins);
    this.siteBucket = privateBucket(this, 'SiteBucket', {
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 's3/site/',
    });
  }
}

const stringKey = (name: string) => ({ name, type: AttributeType.STRING });

function createTable(scope: Construct, props: DataProps): Table {
  const ceilings = {
    maxReadRequestUnits: props.tableMaxReadUnits || undefined,
    maxWriteRequestUnits: props.tableMaxWriteUnits || undefined,
  };
  const table = new Table(scope, 'Table', {
    partitionKey: stringKey(tableDesign.partitionKey),
    sortKey: stringKey(tableDesign.sortKey),
    billingMode: BillingMode.PAY_PER_REQUEST,
    ...ceilings,
    pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
    timeToLiveAttribute: tableDesign.ttlAttribute,
    // The push channel's source (infra/lib/push.ts): which versions moved, old image against new.
    stream: StreamViewType.NEW_AND_OLD_IMAGES,
    deletionProtection: true,
    removalPolicy: RemovalPolicy.RETAIN,
  });
  for (const index of tableDesign.globalIndexes) {
    table.addGlobalSecondaryIndex({
      indexName: index.name,
      partitionKey: stringKey(index.partitionKey),
      sortKey: stringKey(index.sortKey),
      ...ceilings,
    });
  }
  return table;
}

/**
 * Client files: versioned, so a wrong delete (a purge job gone astray, a mistaken click) is
 * undone from the previous version for 30 days. Every request is in the S3 access logs (who
 * downloaded which client file), cheaper than CloudTrail data events.
 */
function createFilesBucket(scope: Construct, logsBucket: Bucket, corsOrigins: string[]): Bucket {
  const bucket = privateBucket(scope, 'FilesBucket', {
    versioned: true,
    serverAccessLogsBucket: logsBucket,
    serverAccessLogsPrefix: 's3/files/',
    lifecycleRules: [
      {
        id: 'old-versions',
        noncurrentVersionExpiration: Duration.days(NONCURRENT_VERSION_DAYS),
        expiredObjectDeleteMarker: true,
        abortIncompleteMultipartUploadAfter: Duration.days(1),
      },
      // Uploads of deliveries and chat attachments are moved under orders/{id}/ at once; what is
      // left after a day was abandoned (the purge job does the same; this also covers a job that
      // did not run). A new order's upload lands at its order's own key under orders/ (never here):
      // an abandoned one is purged by the orphan-files job after the same day.
      {
        id: 'abandoned-uploads',
        prefix: 'uploads/',
        expiration: Duration.days(1),
        noncurrentVersionExpiration: Duration.days(1),
      },
    ],
  });
  bucket.addCorsRule({
    allowedMethods: [HttpMethods.PUT, HttpMethods.GET],
    allowedOrigins: corsOrigins,
    allowedHeaders: ['*'],
    exposedHeaders: ['ETag'],
    maxAge: 3000,
  });
  return bucket;
}

/** S3 server access logs and CloudFront standard logs (which still write with object ACLs). */
function createLogsBucket(scope: Construct): Bucket {
  const bucket = privateBucket(scope, 'LogsBucket', {
    objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
    lifecycleRules: [{ id: 'expire-logs', expiration: Duration.days(ACCESS_LOG_DAYS) }],
  });
  return bucket;
}

function privateBucket(scope: Construct, id: string, props: BucketProps = {}): Bucket {
  return new Bucket(scope, id, {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    removalPolicy: RemovalPolicy.RETAIN,
    ...props,
  });
}
