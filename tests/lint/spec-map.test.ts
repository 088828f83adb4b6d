import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { actionFiles, contractKeys, README, renderSpecMap, SPEC_SECTIONS, withSpecMap } from '../../scripts/spec-map';

/** README's map from each spec section to its route keys, Lambda, action files and web (scripts/spec-map.ts). */
describe('the spec map (README.md, npm run spec-map)', { timeout: 60_000 }, () => {
  const keys = contractKeys();
  const mapped = new Set(SPEC_SECTIONS.flatMap((section) => section.keys));

  it('places every route key of the contract in a section of the spec', () => {
    const missing = [...keys.keys()].filter((key) => !mapped.has(key));
    expect(missing, 'add these route keys to a section of SPEC_SECTIONS in scripts/spec-map.ts').toEqual([]);
  });

  it('names no route key the contract does not have', () => {
    expect([...mapped].filter((key) => !keys.has(key))).toEqual([]);
  });

  it('finds an action file for every route key in its domain Lambda', () => {
    const actions = actionFiles(new Set(keys.values()));
    const withoutFile = [...keys.keys()].filter((key) => !actions.get(key)?.length);
    expect(withoutFile).toEqual([]);
    // Each action is read in its own domain's folder tree: a key's files include the one listing it or what it calls.
    expect(actions.get('POST /api/orders/{id}/chat')).toContain('messaging/order-chat-routes.ts');
    expect(actions.get('POST /api/orders')).toContain('orders/create-order.ts');
  });

  it('is the table README.md shows', () => {
    const readme = readFileSync(README, 'utf8');
    expect(withSpecMap(readme, renderSpecMap()) === readme, 'README.md is stale: run `npm run spec-map`').toBe(true);
  });
});
