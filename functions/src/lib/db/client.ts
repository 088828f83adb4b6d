import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from '../env';

let doc: DynamoDBDocumentClient | undefined;

export function db(): DynamoDBDocumentClient {
  if (doc) return doc;
  const { AWS_REGION, DYNAMODB_ENDPOINT } = env();
  const client = new DynamoDBClient({
    region: AWS_REGION,
    ...(DYNAMODB_ENDPOINT ? { endpoint: DYNAMODB_ENDPOINT } : {}),
  });
  doc = DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true },
  });
  return doc;
}

export const tableName = (): string => env().TABLE_NAME;

/** True when a conditional write or a transaction was refused by its condition. */
export function isConditionFailure(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'ConditionalCheckFailedException' || name === 'TransactionCanceledException';
}
