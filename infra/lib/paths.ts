import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute paths the stack needs, resolved from this file so the cwd does not matter. */
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const lockFile = join(repoRoot, 'package-lock.json');
export const functionsSrc = join(repoRoot, 'functions', 'src');
export const jobsDir = join(functionsSrc, 'jobs');
export const jobRegistryFile = join(jobsDir, 'registry.ts');
export const webDist = join(repoRoot, 'web', 'dist');

export const domainEntry = (domain: string): string => join(functionsSrc, domain, 'index.ts');
