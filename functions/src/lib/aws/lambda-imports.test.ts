import { build, type Metafile } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { domains } from '@app/shared/api/route';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * What a domain Lambda evaluates at init: the files its entry reaches through static imports
 * (a dynamic import is evaluated on first use), and the packages they import statically.
 */
async function initImports(domain: string): Promise<{ files: Set<string>; packages: Set<string>; everyPackage: Set<string> }> {
  const { metafile } = await build({
    entryPoints: [`functions/src/${domain}/index.ts`],
    absWorkingDir: root,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
    // Our own files are followed; npm packages are not read.
    external: ['@aws-sdk/*', '@smithy/*', 'zod', 'zod-openapi', 'jose', '@middy/*', 'busboy', '@aws-lambda-powertools/*'],
  });
  const inputs: Metafile['inputs'] = metafile.inputs;
  const files = new Set<string>();
  const packages = new Set<string>();
  // Every package any of its files imports, dynamically too: what the deployed file holds.
  const everyPackage = new Set(Object.values(inputs).flatMap((input) => input.imports.filter((i) => i.external).map((i) => i.path)));
  const next = [`functions/src/${domain}/index.ts`];
  while (next.length > 0) {
    const file = next.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const imported of inputs[file]?.imports ?? []) {
      if (imported.kind !== 'import-statement') continue;
      if (imported.external) packages.add(imported.path);
      else next.push(imported.path);
    }
  }
  return { files, packages, everyPackage };
}

// Decision 025: what each cold start builds and evaluates is its own.
describe.each(domains)('the %s Lambda at init', (domain) => {
  it("builds its own routes' schemas, not the whole contract's", async () => {
    const { files } = await initImports(domain);
    expect(files).not.toContain('shared/src/api/contract.ts');
    expect(files).toContain('shared/src/api/route.ts');
  });

  it('holds neither the S3 client nor its presigner, even behind a dynamic import', async () => {
    const { everyPackage } = await initImports(domain);
    expect(everyPackage).not.toContain('@aws-sdk/client-s3');
    expect(everyPackage).not.toContain('@aws-sdk/s3-request-presigner');
  });

  it('reads secrets through the Parameters and Secrets extension, with no Secrets Manager client', async () => {
    const { everyPackage } = await initImports(domain);
    expect(everyPackage).not.toContain('@aws-sdk/client-secrets-manager');
  });
});
