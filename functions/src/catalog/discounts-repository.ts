import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Discount } from '@app/shared/pricing/pricing';
import { db, isConditionFailure, tableName } from '../lib/db/client';
import { keys, nowIso } from '../lib/db/keys';
import { queryAll } from '../lib/db/query';

/**
 * A client's discounts sit in the client's partition: pk USER#{clientId}, sk DISCOUNT#{categoryId},
 * type 'discount'. One item per client and category; a client's list is one Query.
 */
export interface DiscountItem extends Discount {
  type: 'discount';
  client_id: string;
  created_at: string;
  updated_at: string;
}

const toDiscount = (item: DiscountItem): Discount => ({
  category_id: item.category_id,
  discount_type: item.discount_type,
  discount_value: Number(item.discount_value),
});

/** The client's discounts, in category-id order (callers sort for display). */
export async function queryDiscounts(clientId: string): Promise<Discount[]> {
  const items = await queryAll<DiscountItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.user(clientId).pk, ':prefix': 'DISCOUNT#' },
  });
  return items.filter((i) => i.type === 'discount').map(toDiscount);
}

/**
 * Creates or replaces the client's discount of a category (an upsert of the one item;
 * created_at is kept on replace). Returns true when the item did not exist before (ALL_OLD empty).
 */
export async function upsertDiscount(clientId: string, discount: Discount): Promise<boolean> {
  const now = nowIso();
  const out = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.discount(clientId, discount.category_id),
      UpdateExpression:
        'SET #type = :type, client_id = :client, category_id = :category, discount_type = :dtype, ' +
        'discount_value = :value, updated_at = :now, created_at = if_not_exists(created_at, :now)',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: {
        ':type': 'discount',
        ':client': clientId,
        ':category': discount.category_id,
        ':dtype': discount.discount_type,
        ':value': discount.discount_value,
        ':now': now,
      },
      ReturnValues: 'ALL_OLD',
    }),
  );
  return !out.Attributes;
}

/** Deletes the discount if it exists; false when there was none. */
export async function deleteDiscountItem(clientId: string, categoryId: string): Promise<boolean> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.discount(clientId, categoryId),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
