/** A minimal XML writer: the CII document is a tree of elements with text leaves, nothing more. */
export interface XmlElement {
  name: string;
  attributes?: Record<string, string>;
  children: (XmlElement | string)[];
}

/** An element; `undefined` children are skipped, so optional business terms read inline. */
export function el(name: string, ...children: (XmlElement | string | undefined | false)[]): XmlElement {
  return {
    name,
    children: children.filter((child): child is XmlElement | string => child !== undefined && child !== false),
  };
}

export function withAttributes(element: XmlElement, attributes: Record<string, string>): XmlElement {
  return { ...element, attributes };
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char);
}

function attributeText(attributes: Record<string, string> | undefined): string {
  return Object.entries(attributes ?? {})
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
}

function serialize(element: XmlElement, depth: number): string {
  const indent = '  '.repeat(depth);
  const open = `${element.name}${attributeText(element.attributes)}`;
  if (element.children.every((child) => typeof child === 'string')) {
    return `${indent}<${open}>${escapeXml(element.children.join(''))}</${element.name}>`;
  }
  const inner = element.children.map((child) =>
    typeof child === 'string' ? `${'  '.repeat(depth + 1)}${escapeXml(child)}` : serialize(child, depth + 1),
  );
  return [`${indent}<${open}>`, ...inner, `${indent}</${element.name}>`].join('\n');
}

export function xmlDocument(root: XmlElement): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serialize(root, 0)}\n`;
}
