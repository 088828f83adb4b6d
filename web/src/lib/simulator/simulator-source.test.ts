import { describe, expect, it } from 'vitest';
import { simulatorSource } from './simulator-source';

describe('simulatorSource', () => {
  it('is none when nothing (or nothing usable) is configured', () => {
    expect(simulatorSource(undefined)).toEqual({ kind: 'none' });
    expect(simulatorSource('  ')).toEqual({ kind: 'none' });
    expect(simulatorSource('pas une url')).toEqual({ kind: 'none' });
    expect(simulatorSource('javascript:alert(1)')).toEqual({ kind: 'none' });
    expect(simulatorSource('/simulateur')).toEqual({ kind: 'none' });
  });

  it('frames a page and loads a .js URL as the embed script', () => {
    expect(simulatorSource('https://sim.example.com/widget?shop=42')).toEqual({
      kind: 'frame',
      url: 'https://sim.example.com/widget?shop=42',
      origin: 'https://sim.example.com',
    });
    expect(simulatorSource(' https://cdn.example.com/embed/Simulator.JS ')).toEqual({
      kind: 'script',
      url: 'https://cdn.example.com/embed/Simulator.JS',
      origin: 'https://cdn.example.com',
    });
  });
});
