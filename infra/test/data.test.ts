import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableDesign } from '@app/functions/lib/db/table-design';
import { logicalId, synthDefault, type Synthesized } from './synth';

let synth: Synthesized;
let template: Template;

beforeAll(async () => {
  synth = await synthDefault();
  template = synth.template;
});

describe('table', () => {
  it('is built from tableDesign', () => {
    const keys = (hash: string, range: string) => [
      { AttributeName: hash, KeyType: 'HASH' },
      { AttributeName: range, KeyType: 'RANGE' },
    ];
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: keys(tableDesign.partitionKey, tableDesign.sortKey),
      GlobalSecondaryIndexes: tableDesign.globalIndexes.map((index) => ({
        IndexName: index.name,
        KeySchema: keys(index.partitionKey, index.sortKey),
        Projection: { ProjectionType: 'ALL' },
      })),
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: tableDesign.ttlAttribute, Enabled: true },
    });
  });

  it('declares every key attribute as a string', () => {
    const names: string[] = [
      tableDesign.partitionKey,
      tableDesign.sortKey,
      ...tableDesign.globalIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
    ];
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      AttributeDefinitions: Match.arrayWith(
        names.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      ),
    });
  });

  it('is retained when the stack goes, deleted when its first create rolls back', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'RetainExceptOnCreate',
      UpdateReplacePolicy: 'Retain',
    });
  });
});

describe('buckets', () => {
  const bucketIds = () => [
    logicalId(synth.stack, synth.stack.data.filesBucket),
    logicalId(synth.stack, synth.stack.data.siteBucket),
  ];

  it('are private, encrypted and retained', () => {
    const buckets = template.findResources('AWS::S3::Bucket');
    for (const id of bucketIds()) {
      expect(buckets[id]).toMatchObject({
        DeletionPolicy: 'RetainExceptOnCreate',
        Properties: {
          PublicAccessBlockConfiguration: {
            BlockPublicAcls: true,
            BlockPublicPolicy: true,
            IgnorePublicAcls: true,
            RestrictPublicBuckets: true,
          },
          BucketEncryption: {
            ServerSideEncryptionConfiguration: [
              { ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } },
            ],
          },
        },
      });
    }
  });

  it('deny requests without TLS', () => {
    for (const id of bucketIds()) {
      template.hasResourceProperties('AWS::S3::BucketPolicy', {
        Bucket: { Ref: id },
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({
              Effect: 'Deny',
              Condition: { Bool: { 'aws:SecureTransport': 'false' } },
            }),
          ]),
        },
      });
    }
  });

  it('let the site PUT and GET files with presigned URLs', () => {
    const filesBucket =
      template.findResources('AWS::S3::Bucket')[
        logicalId(synth.stack, synth.stack.data.filesBucket)
      ];
    expect(filesBucket?.Properties.CorsConfiguration.CorsRules).toEqual([
      expect.objectContaining({
        AllowedMethods: expect.arrayContaining(['PUT', 'GET']),
        AllowedOrigins: ['https://*.cloudfront.net'],
        ExposedHeaders: ['ETag'],
      }),
    ]);
  });
});

describe('recoverable data', () => {
  const filesBucket = () =>
    template.findResources('AWS::S3::Bucket')[logicalId(synth.stack, synth.stack.data.filesBucket)];

  it('refuses to delete the table and caps its on-demand reads (table and indexes)', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      DeletionProtectionEnabled: true,
      OnDemandThroughput: { MaxReadRequestUnits: 1000 },
      GlobalSecondaryIndexes: tableDesign.globalIndexes.map(() =>
        Match.objectLike({ OnDemandThroughput: { MaxReadRequestUnits: 1000 } }),
      ),
    });
  });

  it('versions client files and expires old versions after 30 days', () => {
    const props = filesBucket()?.Properties;
    expect(props.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(props.LifecycleConfiguration.Rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          Status: 'Enabled',
          NoncurrentVersionExpiration: { NoncurrentDays: 30 },
          AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
          ExpiredObjectDeleteMarker: true,
        }),
      ]),
    );
  });

  it('expires abandoned presigned uploads after a day', () => {
    expect(filesBucket()?.Properties.LifecycleConfiguration.Rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Prefix: 'uploads/', ExpirationInDays: 1, NoncurrentVersionExpiration: { NoncurrentDays: 1 } }),
      ]),
    );
  });

  it('logs every request on the files and site buckets (who downloaded which file)', () => {
    const logsId = logicalId(synth.stack, synth.stack.data.logsBucket);
    const buckets = template.findResources('AWS::S3::Bucket');
    expect(buckets[logicalId(synth.stack, synth.stack.data.filesBucket)]?.Properties.LoggingConfiguration).toEqual({
      DestinationBucketName: { Ref: logsId },
      LogFilePrefix: 's3/files/',
    });
    expect(buckets[logicalId(synth.stack, synth.stack.data.siteBucket)]?.Properties.LoggingConfiguration).toMatchObject({
      DestinationBucketName: { Ref: logsId },
    });
    expect(buckets[logsId]).toMatchObject({
      DeletionPolicy: 'RetainExceptOnCreate',
      Properties: {
        OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerPreferred' }] },
        LifecycleConfiguration: { Rules: [expect.objectContaining({ ExpirationInDays: 90 })] },
      },
    });
  });
});
