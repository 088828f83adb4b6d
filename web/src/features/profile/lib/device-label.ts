const browsers: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const systems: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const first = (rules: [RegExp, string][], text: string) => rules.find(([pattern]) => pattern.test(text))?.[1];

/** 'Chrome sur Windows' from a User-Agent; the raw text (or 'Appareil inconnu') when neither is recognised. */
export function deviceLabel(userAgent: string): string {
  const browser = first(browsers, userAgent);
  const system = first(systems, userAgent);
  if (browser && system) return `${browser} sur ${system}`;
  return browser ?? system ?? (userAgent.trim().slice(0, 60) || 'Appareil inconnu');
}
