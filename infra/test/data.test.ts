import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableDesign } from '@app/functions/lib/db/table-design';
import { logicalId, synthStack, type Synthesized } from './synth';

let synth: Synthesized;
let template: Template;

beforeAll(async () => {
  synth = await synthStack({ bundle: false });
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

  it('is retained when the stack goes', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
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
        DeletionPolicy: 'Retain',
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
