import type { QueryInput } from './table';

/** The part of a Query that says which items it reads: the index, the key condition, its values. */
export type KeyCondition = Pick<QueryInput, 'IndexName'> &
  Required<Pick<QueryInput, 'KeyConditionExpression' | 'ExpressionAttributeValues'>>;

export type IndexName = 'gsi1' | 'gsi2' | 'gsi3' | 'gsi4';

type SortTest = { op: 'begins_with' | '>' | '>=' | '<='; value: string } | { op: 'between'; value: string; to: string };

function condition(pk: string, index: IndexName | undefined, sort?: SortTest): KeyCondition {
  const [pkName, skName] = index ? [`${index}pk`, `${index}sk`] : ['pk', 'sk'];
  const sortExpression = !sort
    ? ''
    : sort.op === 'begins_with'
      ? ` AND begins_with(${skName}, :sk)`
      : sort.op === 'between'
        ? ` AND ${skName} BETWEEN :sk AND :skto`
        : ` AND ${skName} ${sort.op} :sk`;
  return {
    ...(index ? { IndexName: index } : {}),
    KeyConditionExpression: `${pkName} = :pk${sortExpression}`,
    ExpressionAttributeValues: { ':pk': pk, ...(sort ? { ':sk': sort.value } : {}), ...(sort?.op === 'between' ? { ':skto': sort.to } : {}) },
  };
}

/**
 * Key conditions written once (decision 014): a repository names what it reads (one partition,
 * a prefix of its sort keys, a range) on the table or an index instead of writing expressions.
 */
export const keyConditions = {
  /** Every item of a partition. */
  partition: (pk: string, index?: IndexName) => condition(pk, index),
  /** The items of a partition whose sort key starts with `prefix`. */
  beginsWith: (pk: string, prefix: string, index?: IndexName) => condition(pk, index, { op: 'begins_with', value: prefix }),
  /** The items of a partition whose sort key is after `value` (excluded). */
  after: (pk: string, value: string, index?: IndexName) => condition(pk, index, { op: '>', value }),
  /** The items of a partition whose sort key is `value` or after. */
  from: (pk: string, value: string, index?: IndexName) => condition(pk, index, { op: '>=', value }),
  /** The items of a partition whose sort key is from `from` to `to`, both included. */
  between: (pk: string, from: string, to: string, index?: IndexName) => condition(pk, index, { op: 'between', value: from, to }),
  /** The items of a partition whose sort key is `value` or before. */
  upTo: (pk: string, value: string, index?: IndexName) => condition(pk, index, { op: '<=', value }),
};
