import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * The text a user reads, as written in the sources: string literals, template literals' text
 * parts and JSX text of the product's code (tests, fixtures and generated files aside). What is
 * code (a class list, a key, a URL) passes the rules anyway: they look for French punctuation.
 */
export interface TextPiece {
  readonly file: string;
  readonly line: number;
  readonly text: string;
  /** The piece follows an interpolation directly (`${amount}€`, `{total}€`). */
  readonly afterValue: boolean;
}

const skipped = /(\.test\.tsx?|\.gen\.ts|\.d\.ts)$|\/test\/|\/fixtures?\//;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !skipped.test(path) ? [path] : [];
  });
}

function piecesOf(root: string, path: string): TextPiece[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const pieces: TextPiece[] = [];
  const add = (node: ts.Node, text: string, afterValue = false) =>
    pieces.push({
      file: relative(root, path),
      line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      text,
      afterValue,
    });
  const visit = (node: ts.Node): void => {
    // Imports, module names and type positions are never shown.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isLiteralTypeNode(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node, node.text);
    else if (ts.isTemplateHead(node)) add(node, node.text);
    else if (ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) add(node, node.text, true);
    else if (ts.isJsxText(node)) {
      const siblings: readonly ts.Node[] =
        ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent) ? node.parent.children : [];
      const before = siblings[siblings.indexOf(node) - 1];
      add(node, node.text, before !== undefined && ts.isJsxExpression(before));
    }
    node.forEachChild(visit);
  };
  visit(source);
  return pieces;
}

/** Every piece of text in the given folders (relative to the repository root). */
export function textPieces(root: string, folders: readonly string[]): TextPiece[] {
  return folders.flatMap((folder) => sourceFiles(join(root, folder)).flatMap((path) => piecesOf(root, path)));
}

export interface Rule {
  readonly name: string;
  readonly test: (piece: TextPiece) => boolean;
}

const NO_BREAK = '[\\u00a0\\u202f]';
const hasWords = (text: string) => /[A-Za-zÀ-ÿ]{2,}/.test(text);

/** French typography (issue 37): what a French reader expects of every string we show. */
export const frenchRules: readonly Rule[] = [
  {
    name: 'une espace insécable (U+202F) avant « : ; ! ? », pas une espace ordinaire',
    test: ({ text }) => / [;!?](?=\s|$|[»"')])/.test(text) || / :(?=\s|$)/.test(text),
  },
  {
    name: 'une espace insécable avant « € »',
    test: ({ text, afterValue }) =>
      [...text.matchAll(/€/g)].some(({ index }) => (index === 0 ? afterValue : !/[\u00a0\u202f(]/.test(text[index - 1]!))),
  },
  {
    name: 'des espaces insécables à l’intérieur de « »',
    test: ({ text }) => new RegExp(`«(?!${NO_BREAK})|(?<!${NO_BREAK})»`).test(text),
  },
  { name: '« … » et non « ... »', test: ({ text }) => hasWords(text) && /\w\.\.\.(?!\w)/.test(text) },
  { name: 'une seule apostrophe : la droite « \' », comme la spécification', test: ({ text }) => /\p{L}’\p{L}/u.test(text) },
  {
    name: '« e-mail » et non « email »',
    test: ({ text }) => /(^|[\s(«])[Ee]mails?(?=$|[\s).,:;!?»])/.test(text) && !/^[a-z_]+$/.test(text),
  },
  { name: 'une espace entre le nombre et « h » : « 24-48 h », « 9 h 00 »', test: ({ text }) => /\b\d{1,2}h(\d{2})?\b/.test(text) },
];

/** Each piece that breaks a rule, with the rule. */
export function breaches(pieces: readonly TextPiece[], rules: readonly Rule[] = frenchRules) {
  return pieces.flatMap((piece) => rules.filter((rule) => rule.test(piece)).map((rule) => ({ ...piece, rule: rule.name })));
}
