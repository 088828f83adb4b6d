// Counts the input strings, arrays and integers of the generated OpenAPI document that carry no
// bound (maxLength / enum / const / format uuid+pattern; maxItems; minimum+maximum).
// `node scripts/openapi-unbounded.mjs [--list]` (reads functions/src/content/openapi-document.gen.ts).
import { readFileSync } from 'node:fs';
import { Buffer } from 'node:buffer';
import { gunzipSync } from 'node:zlib';

const source = readFileSync(new URL('../functions/src/content/openapi-document.gen.ts', import.meta.url), 'utf8');
const base64 = /'([^']+)'/.exec(source)[1];
const doc = JSON.parse(gunzipSync(Buffer.from(base64, 'base64')).toString('utf8'));
const list = process.argv.includes('--list');
const found = { string: [], array: [], integer: [] };

const resolve = (schema) => (schema?.$ref ? doc.components.schemas[schema.$ref.split('/').pop()] : schema);
function walk(schema, where, seen = new Set()) {
  schema = resolve(schema);
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
  seen = new Set(seen).add(schema);
  const types = [].concat(schema.type ?? []);
  const fixed = schema.enum || 'const' in schema;
  if (types.includes('string') && !fixed && schema.maxLength === undefined && schema.format !== 'binary') found.string.push(where);
  if (types.includes('array') && schema.maxItems === undefined) found.array.push(where);
  if ((types.includes('integer') || types.includes('number')) && !fixed && (schema.maximum === undefined && schema.exclusiveMaximum === undefined || schema.minimum === undefined && schema.exclusiveMinimum === undefined))
    found.integer.push(where);
  for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems']) (schema[key] ?? []).forEach((s, i) => walk(s, `${where}|${key}${i}`, seen));
  if (schema.items) walk(schema.items, `${where}[]`, seen);
  if (schema.not) walk(schema.not, `${where}!`, seen);
  for (const [name, s] of Object.entries(schema.properties ?? {})) walk(s, `${where}.${name}`, seen);
  if (typeof schema.additionalProperties === 'object') walk(schema.additionalProperties, `${where}.*`, seen);
}

for (const [path, item] of Object.entries(doc.paths)) {
  for (const [method, op] of Object.entries(item)) {
    const at = `${method.toUpperCase()} ${path}`;
    for (const p of op.parameters ?? []) walk(p.schema, `${at} ${p.in}:${p.name}`);
    for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) walk(media.schema, `${at} body(${type})`);
  }
}
for (const [kind, where] of Object.entries(found)) {
  console.log(`unbounded input ${kind}s: ${where.length}`);
  if (list) where.forEach((w) => console.log(`  ${w}`));
}
