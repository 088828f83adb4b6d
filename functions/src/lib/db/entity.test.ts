import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { defineEntity } from './entity';
import { updateExpression } from './update';

const widget = defineEntity({
  type: 'widget',
  schema: z.object({ id: z.string(), owner: z.string(), size: z._default(z.number(), 1) }),
  key: (id: string) => ({ pk: `WIDGET#${id}`, sk: 'WIDGET' }),
  keyOf: (w) => ({ pk: `WIDGET#${w.id}`, sk: 'WIDGET' }),
  indexes: (w) => ({ gsi1pk: `OWNER#${w.owner}`, gsi1sk: w.id }),
});

describe('defineEntity', () => {
  it('gives the stored item its keys, indexes and type', () => {
    expect(widget.item({ id: 'a', owner: 'o', size: 3 })).toEqual({
      pk: 'WIDGET#a',
      sk: 'WIDGET',
      gsi1pk: 'OWNER#o',
      gsi1sk: 'a',
      type: 'widget',
      id: 'a',
      owner: 'o',
      size: 3,
    });
  });

  it('strips storage attributes on read and applies the schema defaults', () => {
    const stored = { pk: 'WIDGET#a', sk: 'WIDGET', gsi1pk: 'OWNER#o', gsi1sk: 'a', type: 'widget', id: 'a', owner: 'o' };
    expect(widget.parse(stored)).toEqual({ id: 'a', owner: 'o', size: 1 });
  });

  it('ignores items of another kind and refuses a corrupt item', () => {
    expect(widget.parse({ type: 'gadget', id: 'a', owner: 'o' })).toBeUndefined();
    expect(widget.parse(undefined)).toBeUndefined();
    expect(() => widget.parse({ type: 'widget', id: 'a' })).toThrow(/Stored widget item/);
    expect(widget.parseAll([{ type: 'gadget' }, { type: 'widget', id: 'b', owner: 'o' }])).toEqual([
      { id: 'b', owner: 'o', size: 1 },
    ]);
  });
});

describe('transaction items of an entity', () => {
  const key = widget.key('a');
  const gone = () => 'gone';

  it('puts a new record only where none is, with its refusal', () => {
    const item = widget.createItem({ id: 'a', owner: 'o', size: 1 }, gone);
    expect(item.write.Put?.ConditionExpression).toBe('attribute_not_exists(pk)');
    expect(item.onConditionFailed?.()).toBe('gone');
    expect(widget.putItem({ id: 'a', owner: 'o', size: 1 }).write.Put).not.toHaveProperty('ConditionExpression');
  });

  it('deletes unconditionally unless asked, and checks that the item exists by default', () => {
    expect(widget.deleteItem(key).write.Delete).toEqual({ Key: key });
    const seen = { expression: '#s = :s', names: { '#s': 'size' }, values: { ':s': 2 } };
    expect(widget.deleteItem(key, { condition: seen }).write.Delete?.ConditionExpression).toBe('#s = :s');
    expect(widget.checkItem(key, { onConditionFailed: gone }).write.ConditionCheck?.ConditionExpression).toBe('attribute_exists(pk)');
    expect(widget.checkItem(key).onConditionFailed).toBeUndefined();
  });

  it('updates with the change expression, refused as it says', () => {
    const item = widget.updateItem(key, { add: { size: 1 } }, gone);
    expect(item.write.Update?.ConditionExpression).toBe('attribute_exists(pk)');
    expect(item.onConditionFailed?.()).toBe('gone');
  });
});

describe('updateExpression', () => {
  it('escapes every name, nests dotted paths and requires the item by default', () => {
    const out = updateExpression({
      set: { status: 'x', 'files.v1': { a: 1 }, skipped: undefined },
      add: { count: 1 },
      remove: ['gsi3pk'],
      condition: { expression: '#s = :s', names: { '#s': 'status' }, values: { ':s': 'y' } },
    });
    expect(out.UpdateExpression).toBe('SET #u1 = :u1, #u2.#u3 = :u2 ADD #u4 :u3 REMOVE #u5');
    expect(out.ConditionExpression).toBe('attribute_exists(pk) AND #s = :s');
    expect(out.ExpressionAttributeNames).toEqual({
      '#s': 'status',
      '#u1': 'status',
      '#u2': 'files',
      '#u3': 'v1',
      '#u4': 'count',
      '#u5': 'gsi3pk',
    });
    expect(out.ExpressionAttributeValues).toEqual({ ':s': 'y', ':u1': 'x', ':u2': { a: 1 }, ':u3': 1 });
  });

  it('creates the item on an upsert and keeps if_not_exists attributes', () => {
    const out = updateExpression({ set: { a: 1 }, setIfMissing: { created_at: 'now' }, upsert: true });
    expect(out.UpdateExpression).toBe('SET #u0 = :u0, #u1 = if_not_exists(#u1, :u1)');
    expect(out).not.toHaveProperty('ConditionExpression');
  });
});
