import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { domains } from '@app/shared/api/route';
import { lambdaBuildOptions } from '../bench/lambda-bundle';

/** The files of the content Lambda's deployed bundle (the bench's build: the same options as CDK's). */
let built: Promise<string[]> | undefined;
const contentInputs = () => (built ??= inputsOf());
async function inputsOf(): Promise<string[]> {
  const { metafile } = await build({
    ...lambdaBuildOptions('content'),
    write: false,
    metafile: true,
    outfile: '/out/index.mjs',
  });
  return Object.keys(Object.values(metafile.outputs)[0]?.inputs ?? {});
}

// Decisions 013 and 025: GET /api/openapi.json serves the document `npm run openapi` built ahead,
// so the content Lambda carries neither the builder nor what it reads.
describe('the content Lambda bundle', { timeout: 60_000 }, () => {
  it('holds the prebuilt OpenAPI document, not zod-openapi, zod’s JSON Schema code or the builder', async () => {
    const inputs = await contentInputs();
    expect(inputs).toContain('functions/src/content/openapi-document.gen.ts');
    const builder = inputs.filter((path) =>
      /node_modules\/zod-openapi\/|zod\/v4\/core\/(to-json-schema|json-schema-processors)\.js$|functions\/src\/lib\/http\/openapi\.ts$/.test(
        path,
      ),
    );
    expect(builder).toEqual([]);
  });

  it("holds no other domain's route file, nor the whole contract", async () => {
    const inputs = await contentInputs();
    const others = ['contract', 'audit', 'privacy', ...domains.filter((d) => d !== 'content')].map(
      (name) => `shared/src/api/${name}.ts`,
    );
    expect(inputs.filter((path) => others.includes(path))).toEqual([]);
    expect(inputs).toContain('shared/src/api/content.ts');
  });
});
