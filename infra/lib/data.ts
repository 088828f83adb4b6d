import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, Table } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { tableDesign } from '@app/functions/lib/db/table-design';

export interface DataProps {
  /** Origins allowed to PUT/GET files with presigned URLs from the browser. */
  readonly corsOrigins: string[];
}

/** The single DynamoDB table and the two buckets. Everything here survives a stack deletion. */
export class Data extends Construct {
  readonly table: Table;
  readonly filesBucket: Bucket;
  readonly siteBucket: Bucket;

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);
    this.table = createTable(this);
    this.filesBucket = privateBucket(this, 'FilesBucket');
    this.filesBucket.addCorsRule({
      allowedMethods: [HttpMethods.PUT, HttpMethods.GET],
      allowedOrigins: props.corsOrigins,
      allowedHeaders: ['*'],
      exposedHeaders: ['ETag'],
      maxAge: 3000,
    });
    this.siteBucket = privateBucket(this, 'SiteBucket');
  }
}

const stringKey = (name: string) => ({ name, type: AttributeType.STRING });

function createTable(scope: Construct): Table {
  const table = new Table(scope, 'Table', {
    partitionKey: stringKey(tableDesign.partitionKey),
    sortKey: stringKey(tableDesign.sortKey),
    billingMode: BillingMode.PAY_PER_REQUEST,
    pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
    timeToLiveAttribute: tableDesign.ttlAttribute,
    removalPolicy: RemovalPolicy.RETAIN,
  });
  for (const index of tableDesign.globalIndexes) {
    table.addGlobalSecondaryIndex({
      indexName: index.name,
      partitionKey: stringKey(index.partitionKey),
      sortKey: stringKey(index.sortKey),
    });
  }
  return table;
}

function privateBucket(scope: Construct, id: string): Bucket {
  return new Bucket(scope, id, {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    removalPolicy: RemovalPolicy.RETAIN,
  });
}
