import { join, posix, relative, sep } from 'node:path';
import { PDF_ASSET_FILES } from '@app/functions/invoicing/pdf-assets';
import type { Domain } from '@app/functions/routes';
import { functionsSrc, repoRoot } from './paths';

/**
 * Data files a Lambda reads at run time rather than bundles as code (decision 025). The module
 * reading them resolves each path against its own URL: in the sources that is its folder
 * (`from`); in the deployed bundle it is index.mjs, so each path is copied to the same relative
 * place in the bundle's directory.
 */
export interface BundledFiles {
  /** The folder of the module that reads the files. */
  readonly from: string;
  /** Relative to `from` in the sources, to index.mjs once deployed. */
  readonly paths: readonly string[];
}

/**
 * Only the invoices Lambda renders PDFs (functions/src/invoicing/pdf-assets.ts). The licences go
 * with the font and profile files they cover.
 */
export const domainFiles: Partial<Record<Domain, BundledFiles>> = {
  invoices: {
    from: join(functionsSrc, 'invoicing'),
    paths: [...Object.values(PDF_ASSET_FILES), 'assets/DEJAVU-LICENSE.txt', 'assets/SRGB-ICC-LICENSE.txt'],
  },
};

const quoted = (path: string) => `'${path.replaceAll("'", "'\\''")}'`;

/**
 * The shell commands of CDK's `afterBundling` hook: run by bash in the project root, with the
 * project as `inputDir` (the Docker fallback mounts it elsewhere, hence no absolute source path).
 */
export function copyCommands(files: BundledFiles, inputDir: string, outputDir: string): string[] {
  const source = relative(repoRoot, files.from).split(sep).join(posix.sep);
  return files.paths.map((path) => {
    const target = posix.join(outputDir, path);
    return `mkdir -p ${quoted(posix.dirname(target))} && cp ${quoted(posix.join(inputDir, source, path))} ${quoted(target)}`;
  });
}
