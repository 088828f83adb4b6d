/**
 * The single table's keys and indexes. The CDK stack and the local launcher both build the
 * table from this definition. Key patterns are documented in docs/data-model.md.
 */
export const tableDesign = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'expires_at',
  globalIndexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
    { name: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
  ],
} as const;

export type IndexName = (typeof tableDesign.globalIndexes)[number]['name'];
