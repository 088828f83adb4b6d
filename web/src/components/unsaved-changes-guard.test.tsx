import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

const texts = (title: string) => ({ title, text: 'Vos modifications seront perdues.', confirm: 'Quitter' });

function Page({ firstDirty, secondDirty }: { firstDirty: boolean; secondDirty: boolean }) {
  return (
    <>
      <UnsavedChangesGuard dirty={firstDirty} texts={texts('Quitter sans enregistrer ?')} />
      <UnsavedChangesGuard dirty={secondDirty} texts={texts('Quitter sans enregistrer ?')} />
      <Link to="/other">Partenaires</Link>
    </>
  );
}

const renderAt = (firstDirty: boolean, secondDirty: boolean) => {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Page firstDirty={firstDirty} secondDirty={secondDirty} /> },
      { path: '/other', element: <h1>Partenaires</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

describe('UnsavedChangesGuard', () => {
  // React Router consults only the blocker registered last: the page's other, clean form must not let the navigation through.
  it('asks before leaving when the first of two forms on the page has unsaved changes', async () => {
    const router = renderAt(true, false);
    await userEvent.click(screen.getByRole('link', { name: 'Partenaires' }));
    expect(await screen.findByRole('alertdialog', { name: 'Quitter sans enregistrer ?' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it('asks when the second one has them', async () => {
    renderAt(false, true);
    await userEvent.click(screen.getByRole('link', { name: 'Partenaires' }));
    expect(await screen.findByRole('alertdialog', { name: 'Quitter sans enregistrer ?' })).toBeVisible();
  });

  it('lets a page whose forms are all saved go', async () => {
    const router = renderAt(false, false);
    await userEvent.click(screen.getByRole('link', { name: 'Partenaires' }));
    expect(await screen.findByRole('heading', { name: 'Partenaires' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/other');
  });
});
