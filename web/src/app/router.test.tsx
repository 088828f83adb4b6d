import { afterEach, describe, expect, it, vi } from 'vitest';

const { createBrowserRouter } = vi.hoisted(() => ({ createBrowserRouter: vi.fn() }));

vi.mock('react-router-dom', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react-router-dom')>();
  createBrowserRouter.mockImplementation(actual.createBrowserRouter);
  return { ...actual, createBrowserRouter };
});

describe('the app router', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('ranks the route table on first use, not when the entry imports it (a start-up task of its own)', async () => {
    window.history.replaceState(null, '', '/login');
    const { getRouter } = await import('./router');
    expect(createBrowserRouter).not.toHaveBeenCalled();

    const router = getRouter();
    expect(router.state.location.pathname).toBe('/login');
    expect(getRouter()).toBe(router);
    expect(createBrowserRouter).toHaveBeenCalledTimes(1);
  });
});
