import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router-dom';
import { paths } from './paths';

describe('paths', () => {
  it('builds the admin order detail path that its route pattern matches', () => {
    const id = 'a1b2c3d4-0000-4000-8000-000000000001';
    expect(matchPath(paths.admin.orderRoute, paths.admin.order(id))?.params.id).toBe(id);
    expect(paths.admin.order('a/b')).toBe('/admin/orders/a%2Fb');
  });

  it('keeps every admin route under /admin', () => {
    const admin = Object.values(paths.admin).flatMap((value) => (typeof value === 'string' ? [value] : []));
    expect(admin.length).toBeGreaterThan(10);
    expect(admin.every((path: string) => path.startsWith(paths.admin.home))).toBe(true);
  });
});
