import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { ContractError } from './contract';

/**
 * Every answer held to the OpenAPI document the API serves (GET /api/openapi.json, fetched once
 * from the local stack, as an integrator reads it), by an independent validator: Ajv's JSON
 * Schema 2020-12, the dialect of OpenAPI 3.1, not the zod schemas the document is built from.
 * For each answer: its status is listed for the operation, its body is valid against the schema
 * of that status and content type (or absent where none is documented: 204, 302, 304), and the
 * headers the document marks required are present. Decision 028.
 */

type Schema = Record<string, unknown>;
interface MediaType {
  schema?: Schema;
}
interface Header {
  required?: boolean;
}
interface ResponseObject {
  content?: Record<string, MediaType>;
  headers?: Record<string, Header>;
}
export interface OperationObject {
  operationId: string;
  'x-access': string;
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, ResponseObject>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, Schema> };
}

/** A ContractError too: the tests that collect broken answers (bad-input-every-route) take both. */
export class ConformanceError extends ContractError {
  override name = 'ConformanceError';
}

interface Loaded {
  document: OpenApiDocument;
  ajv: Ajv2020;
  templates: { method: string; path: string; pattern: RegExp }[];
}

let loaded: Promise<Loaded> | undefined;

const escapePointer = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

async function load(apiUrl: string): Promise<Loaded> {
  const res = await fetch(`${apiUrl}/api/openapi.json`);
  if (res.status !== 200) throw new ConformanceError(`GET /api/openapi.json → ${res.status}`);
  const document = (await res.json()) as OpenApiDocument;
  // The whole document is one schema resource: a response schema is reached by its JSON pointer
  // and its `#/components/schemas/…` references resolve against the document itself.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema({ ...document, $id: 'openapi.json' } as Schema);
  const templates = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => ({
      method: method.toUpperCase(),
      path,
      // Most specific first is not needed: the document's templates do not overlap on one method.
      pattern: new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`),
    })),
  );
  return { document, ajv, templates };
}

/** The document as the local stack serves it, fetched once per run. */
export const openApiDocument = (apiUrl: string) => (loaded ??= load(apiUrl)).then((l) => l.document);

const validators = new Map<string, ValidateFunction | undefined>();
function validatorOf(ajv: Ajv2020, pointer: string): ValidateFunction {
  if (!validators.has(pointer)) validators.set(pointer, ajv.getSchema(`openapi.json#${pointer}`));
  const validate = validators.get(pointer);
  if (!validate) throw new ConformanceError(`no schema at ${pointer}`);
  return validate;
}

/** The operation a request reaches in the document, with its path template. */
export async function operationOf(apiUrl: string, method: string, path: string) {
  const { document, templates } = await (loaded ??= load(apiUrl));
  const pathname = (path.split('?')[0] ?? path).split('#')[0] ?? path;
  const hit = templates.find((t) => t.method === method.toUpperCase() && t.pattern.test(pathname));
  return hit && { path: hit.path, operation: document.paths[hit.path]?.[hit.method.toLowerCase()] as OperationObject };
}

const mediaTypeOf = (headers: Headers) => (headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/**
 * Throws a ConformanceError when an answer breaks the document. A request on a path and method
 * the document has no operation for (the gateway's own 404 or 405) is outside it: not checked.
 */
export async function checkAgainstDocument(
  apiUrl: string,
  method: string,
  path: string,
  response: { status: number; body: unknown; text: string; headers: Headers },
): Promise<void> {
  const { ajv } = await (loaded ??= load(apiUrl));
  const found = await operationOf(apiUrl, method, path);
  if (!found) return;
  const where = `${method} ${path} → ${response.status} (document: ${method.toLowerCase()} ${found.path})`;
  const responses = found.operation.responses;
  const status = String(response.status);
  const statusKey = status in responses ? status : `${status[0]}XX` in responses ? `${status[0]}XX` : 'default';
  const documented = responses[statusKey];
  if (!documented) {
    throw new ConformanceError(`${where}: status not listed (listed: ${Object.keys(responses).join(', ')})`);
  }
  for (const [name, header] of Object.entries(documented.headers ?? {})) {
    if (header.required && response.headers.get(name) === null) {
      throw new ConformanceError(`${where}: the required header ${name} is missing`);
    }
  }
  if (!documented.content) {
    if (response.text !== '') throw new ConformanceError(`${where}: a body where the document describes none`);
    return;
  }
  const mediaType = mediaTypeOf(response.headers);
  if (!(mediaType in documented.content)) {
    throw new ConformanceError(
      `${where}: content type ${JSON.stringify(mediaType)} not documented (${Object.keys(documented.content).join(', ')})`,
    );
  }
  if (!documented.content[mediaType]?.schema) return;
  const pointer = ['', 'paths', found.path, method.toLowerCase(), 'responses', statusKey, 'content', mediaType, 'schema']
    .map((part) => encodeURIComponent(escapePointer(part)))
    .join('/');
  const validate = validatorOf(ajv, pointer);
  if (!validate(response.body)) {
    const errors = (validate.errors ?? [])
      .slice(0, 5)
      .map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`)
      .join('; ');
    throw new ConformanceError(`${where}: body invalid against the document: ${errors}`);
  }
}
