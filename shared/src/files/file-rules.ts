/** What a kind of file accepts: its names (by extension) and its size, with the refusals. */
export interface FileRules {
  accepts: (name: string) => boolean;
  badExtension: string;
  maxBytes: number;
  tooLarge: string;
}

/** The refusal of a chosen file by its rules (type, then size), or null: checked when it is picked. */
export function fileRuleProblem(file: { name: string; size: number }, rules: FileRules): string | null {
  if (!rules.accepts(file.name)) return rules.badExtension;
  if (file.size > rules.maxBytes) return rules.tooLarge;
  return null;
}
