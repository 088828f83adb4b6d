/** The few pieces of S3's XML the functions read and write (ListObjects, DeleteObjects, errors). */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export const decodeXml = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, name: string) =>
    name.startsWith('#x') || name.startsWith('#X')
      ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : (ENTITIES[name.toLowerCase()] ?? ''),
  );

/** Escapes an element's text as the SDK's XML builder does (line breaks too: XML would fold them). */
export const encodeXml = (text: string): string =>
  text.replace(/[&"'<>\r\n\u0085\u2028]/g, (c) => {
    const name = Object.keys(ENTITIES).find((entity) => ENTITIES[entity] === c);
    return name ? `&${name};` : `&#x${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')};`;
  });

/** The raw text of the first `<tag>…</tag>` of some XML (entities not decoded), or undefined. */
export const xmlText = (xml: string, tag: string): string | undefined =>
  new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml)?.[1];

/** An object of a listing, with the field names the SDK gave them. */
export interface StoredObject {
  Key: string;
  LastModified?: Date;
  Size?: number;
  ETag?: string;
}

/** A ListObjects (v1) answer: its objects in key order and whether more follow. */
export function parseListing(xml: string): { objects: StoredObject[]; truncated: boolean } {
  const objects = [...xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)].map(([, entry = '']): StoredObject => {
    const modified = xmlText(entry, 'LastModified');
    const size = xmlText(entry, 'Size');
    const etag = xmlText(entry, 'ETag');
    return {
      Key: decodeXml(xmlText(entry, 'Key') ?? ''),
      ...(modified ? { LastModified: new Date(modified) } : {}),
      ...(size ? { Size: Number(size) } : {}),
      ...(etag ? { ETag: decodeXml(etag) } : {}),
    };
  });
  return { objects, truncated: xmlText(xml, 'IsTruncated') === 'true' };
}

/** The body of a quiet DeleteObjects (the SDK's serialization, byte for byte). */
export const deleteBody = (keys: readonly string[]): string =>
  '<?xml version="1.0" encoding="UTF-8"?><Delete xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
  keys.map((key) => `<Object><Key>${encodeXml(key)}</Key></Object>`).join('') +
  '<Quiet>true</Quiet></Delete>';
