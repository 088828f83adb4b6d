// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;
// What Windows, macOS or Linux refuse in a file name, the control characters included.
// eslint-disable-next-line no-control-regex
const UNPORTABLE_CHARACTERS = /[\\/:*?"<>|\u0000-\u001f\u007f]/g;

/**
 * The name a user gave a file, fit for display and Content-Disposition: no folder part, no
 * control characters, at most 255 characters (the extension is kept).
 */
export function displayFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(CONTROL_CHARACTERS, '').trim();
  if (clean.length <= 255) return clean;
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return clean.slice(0, 255 - ext.length) + ext;
}

/** The file name used inside S3 keys: ASCII letters, digits, '.', '_' and '-' only. */
export function keySafeFilename(name: string): string {
  const ascii = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9._-]+/g, '_')
      .replace(/_+/g, '_');
  const display = displayFilename(name);
  const dot = display.lastIndexOf('.');
  const ext = dot > 0 ? ascii(display.slice(dot)).slice(0, 10) : '';
  const stem = ascii(dot > 0 ? display.slice(0, dot) : display)
    .replace(/^[._]+/, '')
    .replace(/_+$/, '')
    .slice(0, 120);
  return (stem || 'fichier') + ext;
}

/** A name every file system accepts for a file the browser saves: the refused characters dropped. */
export function portableFilename(name: string): string {
  return name.replace(UNPORTABLE_CHARACTERS, '');
}
