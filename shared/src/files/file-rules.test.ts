import { describe, expect, it } from 'vitest';
import { fileRuleProblem, type FileRules } from './file-rules';

const rules: FileRules = {
  accepts: (name) => name.endsWith('.bin'),
  badExtension: 'type',
  maxBytes: 10,
  tooLarge: 'taille',
};

describe('fileRuleProblem', () => {
  it('refuses the type first, then the size, and accepts a file within both', () => {
    expect(fileRuleProblem({ name: 'a.exe', size: 99 }, rules)).toBe('type');
    expect(fileRuleProblem({ name: 'a.bin', size: 11 }, rules)).toBe('taille');
    expect(fileRuleProblem({ name: 'a.bin', size: 10 }, rules)).toBeNull();
  });
});
