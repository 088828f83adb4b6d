import { describe, expect, it } from 'vitest';
import { openApiJson } from '../lib/http/openapi';
import { openApiAnswer, openApiDocumentJson } from './openapi-answer';

/** Where two texts first differ, with some context, or undefined when they are the same. */
function firstDifference(committed: string, built: string): string | undefined {
  if (committed === built) return undefined;
  let at = 0;
  while (committed[at] === built[at]) at += 1;
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 60), at + 60));
  return `at character ${at}: committed ${around(committed)}, built ${around(built)}`;
}

// Decision 013: the content Lambda serves the document built ahead from the contract.
describe('the OpenAPI document served by the content Lambda', () => {
  it('is the document the contract builds now', () => {
    const difference = firstDifference(openApiDocumentJson(), openApiJson());
    expect(
      difference,
      'functions/src/content/openapi-document.gen.ts is out of date with the contract: run `npm run openapi` and commit it',
    ).toBeUndefined();
  });

  it('is answered as JSON, public and cached for an hour', () => {
    const answer = openApiAnswer();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers).toEqual({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    });
    expect(answer.body === openApiDocumentJson()).toBe(true);
    expect(JSON.parse(answer.body ?? '')).toMatchObject({
      openapi: '3.1.0',
      info: { title: 'Portail de services de fichiers\u202f: API' },
    });
  });
});
