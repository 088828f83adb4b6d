/**
 * The terms text's formatting rules (spec §2 terms page), read line by line into blocks that the
 * page renders as React elements (never as HTML, so '<script>' in the text stays text):
 * - a line starting with '## ' is a heading;
 * - a line wholly wrapped in ** (e.g. '**Important**') is highlighted;
 * - a numbered line ('1. …', '2) …', '3.1. …') is indented, its number kept as written;
 * - blank lines are breaks (several in a row count as one; none at the start or the end);
 * - any other line is a paragraph.
 */
export type TermsBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'highlight'; text: string }
  | { kind: 'numbered'; marker: string; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'break' };

const HEADING_MARK = '## ';
/** '**' + text holding no '**' + '**'. */
const HIGHLIGHT = /^\*\*((?:(?!\*\*).)*[^*\s](?:(?!\*\*).)*)\*\*$/;
const NUMBERED = /^(\d+(?:\.\d+)*[.)])\s+(.*)$/;

function parseLine(line: string): TermsBlock {
  const text = line.trim();
  if (text === HEADING_MARK.trim() || text.startsWith(HEADING_MARK)) return { kind: 'heading', text: text.slice(HEADING_MARK.length).trim() };
  const highlight = HIGHLIGHT.exec(text);
  if (highlight) return { kind: 'highlight', text: (highlight[1] ?? '').trim() };
  const numbered = NUMBERED.exec(text);
  if (numbered) return { kind: 'numbered', marker: numbered[1] ?? '', text: (numbered[2] ?? '').trim() };
  return { kind: 'paragraph', text };
}

export function parseTerms(source: string | null | undefined): TermsBlock[] {
  const blocks: TermsBlock[] = [];
  for (const line of (source ?? '').split(/\r\n|\r|\n/)) {
    if (line.trim() === '') {
      const last = blocks.at(-1);
      if (last && last.kind !== 'break') blocks.push({ kind: 'break' });
      continue;
    }
    const block = parseLine(line);
    // '## ' alone is an empty heading: nothing to show.
    if (block.kind === 'heading' && block.text === '') continue;
    blocks.push(block);
  }
  if (blocks.at(-1)?.kind === 'break') blocks.pop();
  return blocks;
}

/** The headings of the blocks with their index in the list (the page's table of contents). */
export function termsHeadings(blocks: readonly TermsBlock[]): { index: number; text: string }[] {
  return blocks.flatMap((block, index) => (block.kind === 'heading' ? [{ index, text: block.text }] : []));
}
