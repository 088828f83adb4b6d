import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SkeletonBars, SkeletonGroup } from './skeleton';

describe('SkeletonGroup and SkeletonBars', () => {
  it('announce the loading once and draw one hidden bar per size', () => {
    const { container } = render(
      <SkeletonGroup className="grid gap-4">
        <SkeletonBars bars={['h-5 w-40', 'h-4 w-28']} />
        <SkeletonBars className="flex gap-6" bars={['h-8 w-24']} />
      </SkeletonGroup>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    const bars = container.querySelectorAll('[aria-hidden="true"]');
    expect([...bars].map((bar) => bar.className)).toEqual([
      expect.stringContaining('h-5 w-40'),
      expect.stringContaining('h-4 w-28'),
      expect.stringContaining('h-8 w-24'),
    ]);
    expect(bars[2]!.parentElement).toHaveClass('flex', 'gap-6');
  });
});
