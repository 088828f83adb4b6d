import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Document, Spectral, type RulesetDefinition } from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { parse } from '@stoplight/yaml';
import { describe, expect, it } from 'vitest';
import { openApiDocumentJson } from './openapi-answer';

/**
 * Two third-party linters on the document the content Lambda serves (decision 028): Spectral's
 * `spectral:oas` with the rules `.spectral.yaml` turns off (each with its reason), and Redocly's
 * `recommended` rules, at 0 errors.
 */
const spectralFile = fileURLToPath(new URL('../../../.spectral.yaml', import.meta.url));

type SpectralConfig = { extends: string; rules?: Record<string, 'off'> };

describe('the OpenAPI document under third-party linters', () => {
  it('passes Spectral spectral:oas with no error and no warning but those .spectral.yaml argues', async () => {
    const config = parse<SpectralConfig>(readFileSync(spectralFile, 'utf8'));
    expect(config.extends).toBe('spectral:oas');
    const spectral = new Spectral();
    spectral.setRuleset({ extends: [[oas, 'recommended']], rules: config.rules ?? {} } as RulesetDefinition);
    const results = await spectral.run(new Document(openApiDocumentJson(), spectralParsers.Json, 'openapi.json'));
    // Severity 0 is an error, 1 a warning; 2 and 3 (information, hint) are not asked for.
    const found = results.filter((r) => r.severity <= 1).map((r) => `${r.code} at ${r.path.join('.')}: ${r.message}`);
    expect(found).toEqual([]);
  });

  it('passes Redocly lint (recommended) with no error', async () => {
    const problems = await lintFromString({
      source: openApiDocumentJson(),
      absoluteRef: '/api/openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);
    expect(errors).toEqual([]);
    // The warnings left, argued in decision 028: no license (the API is not published for reuse)
    // and the four public documents (this one, the terms, the privacy notice, the workshop's status) never refuse.
    expect(problems.map((p) => p.ruleId).sort()).toEqual(['info-license', ...Array(4).fill('operation-4xx-response')]);
  });

  it('fails on a document Spectral and Redocly refuse (the checks see problems)', async () => {
    const broken = JSON.parse(openApiDocumentJson()) as { servers?: unknown; paths: Record<string, Record<string, { operationId?: string }>> };
    delete broken.servers;
    const text = JSON.stringify(broken);
    const spectral = new Spectral();
    spectral.setRuleset({ extends: [[oas, 'recommended']] } as RulesetDefinition);
    const results = await spectral.run(new Document(text, spectralParsers.Json, 'openapi.json'));
    expect(results.map((r) => r.code)).toContain('oas3-api-servers');
    const problems = await lintFromString({ source: text, absoluteRef: '/x.json', config: await createConfig({ extends: ['recommended'] }) });
    expect(problems.filter((p) => p.severity === 'error').map((p) => p.ruleId)).toContain('no-empty-servers');
  });
}, 60_000);
