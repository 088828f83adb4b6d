import { beforeEach, describe, expect, it, vi } from 'vitest';

// Fresh modules per test: the unit project shares one module graph between files.
async function load() {
  vi.resetModules();
  const [{ toast: sonnerToast }, { isToasterWanted }, { toast }] = await Promise.all([
    import('sonner'),
    import('./deferred-toast'),
    import('./toast'),
  ]);
  return { sonnerToast, isToasterWanted, toast };
}

describe('toast (sonner, with its Toaster mounted on demand)', () => {
  beforeEach(() => vi.resetModules());

  it('asks for the Toaster only when a toast is shown, and shows it through sonner', async () => {
    const { sonnerToast, isToasterWanted, toast } = await load();
    toast.dismiss();
    expect(isToasterWanted()).toBe(false);

    const id = toast.success('Commande enregistrée');
    expect(isToasterWanted()).toBe(true);
    expect(sonnerToast.getHistory()).toContainEqual(
      expect.objectContaining({ id, title: 'Commande enregistrée', type: 'success' }),
    );
  });

  it('keeps every call of sonner’s toast', async () => {
    const { sonnerToast, toast } = await load();
    for (const name of Object.keys(sonnerToast) as (keyof typeof sonnerToast)[])
      expect(typeof toast[name]).toBe(typeof sonnerToast[name]);
    const id = toast('Bonjour');
    expect(sonnerToast.getHistory().some((shown) => shown.id === id)).toBe(true);
  });
});
