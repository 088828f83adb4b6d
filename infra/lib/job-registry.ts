import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { JobDefinition } from './jobs';
import { jobRegistryFile } from './paths';

/**
 * The `jobs` array of functions/src/jobs/registry.ts, or none while that file does not exist.
 * Loaded by path, not by a static import, so the app still type-checks and synthesizes without it.
 */
export async function loadJobRegistry(file = jobRegistryFile): Promise<readonly JobDefinition[]> {
  if (!existsSync(file)) return [];
  const mod = (await import(pathToFileURL(file).href)) as { jobs?: unknown };
  if (!Array.isArray(mod.jobs)) throw new Error(`${file} must export an array named "jobs"`);
  return mod.jobs as JobDefinition[];
}
