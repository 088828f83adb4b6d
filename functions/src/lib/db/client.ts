import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from '../env';

let doc: DynamoDBDocumentClient | undefined;

/**
 * A stored number as a JS number, or as its text when it is outside the safe integer range:
 * the entity schemas then refuse it (a counters item is recounted, see readClientCounters)
 * where the SDK would throw or answer a BigInt that no schema reads.
 */
export const readStoredNumber = (text: string): number | string => {
  const n = Number(text);
  return Number.isFinite(n) && Math.abs(n) <= Number.MAX_SAFE_INTEGER ? n : text;
};

export function db(): DynamoDBDocumentClient {
  if (doc) return doc;
  const { AWS_REGION, DYNAMODB_ENDPOINT } = env();
  const client = new DynamoDBClient({
    region: AWS_REGION,
    ...(DYNAMODB_ENDPOINT ? { endpoint: DYNAMODB_ENDPOINT } : {}),
  });
  doc = DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true },
    unmarshallOptions: { wrapNumbers: readStoredNumber },
  });
  return doc;
}
