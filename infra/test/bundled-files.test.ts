import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Stage } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { PDF_ASSET_FILES } from '@app/functions/invoicing/pdf-assets';
import { domains } from '@app/functions/routes';
import { copyCommands, domainFiles } from '../lib/bundled-files';
import { functionsSrc } from '../lib/paths';
import { logicalId, must, synthDefault, type Synthesized } from './synth';

let synth: Synthesized;

beforeAll(async () => {
  synth = await synthDefault();
});

/** The directory CDK bundled a domain's function into (synthDefault runs the real local esbuild bundling). */
function assetDir(domain: (typeof domains)[number]): string {
  const fn =
    synth.template.findResources('AWS::Lambda::Function')[logicalId(synth.stack, synth.stack.api.functions[domain])];
  const hash = (must(fn, domain).Properties.Code.S3Key as string).replace(/\.zip$/, '');
  return join(must(Stage.of(synth.stack), 'stage').outdir, `asset.${hash}`);
}

// Decision 025: the invoices' fonts and ICC profile are files read beside index.mjs, not code.
describe('files beside the bundles', () => {
  it("ships the invoices Lambda's PDF assets at the paths the renderer reads, byte for byte, with their licences", () => {
    const dir = assetDir('invoices');
    expect(readdirSync(dir).sort()).toEqual(['assets', 'index.mjs']);
    expect(readdirSync(join(dir, 'assets')).sort()).toEqual([
      'DEJAVU-LICENSE.txt',
      'SRGB-ICC-LICENSE.txt',
      'dejavu-sans-condensed-bold.bin',
      'dejavu-sans-condensed.bin',
      'srgb-icc.bin',
    ]);
    for (const path of [...Object.values(PDF_ASSET_FILES), 'assets/DEJAVU-LICENSE.txt']) {
      const source = readFileSync(join(functionsSrc, 'invoicing', path));
      expect(Buffer.compare(readFileSync(join(dir, path)), source), path).toBe(0);
    }
  });

  it('gives the other domains their bundle alone', () => {
    for (const domain of domains.filter((d) => d !== 'invoices')) {
      expect(readdirSync(assetDir(domain)), domain).toEqual(['index.mjs']);
    }
  });

  it('copies from the project as CDK mounts it, so the Docker fallback copies the same files', () => {
    const commands = copyCommands(must(domainFiles.invoices), '/asset-input', '/asset-output');
    expect(commands).toContainEqual(
      "mkdir -p '/asset-output/assets' && cp '/asset-input/functions/src/invoicing/assets/srgb-icc.bin' '/asset-output/assets/srgb-icc.bin'",
    );
    expect(commands).toHaveLength(Object.keys(PDF_ASSET_FILES).length + 2);
  });
});
