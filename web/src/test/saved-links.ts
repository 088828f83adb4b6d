import { onTestFinished, vi } from 'vitest';

/**
 * The links the page makes the browser save (lib/browser/save-link.ts clicks an anchor), for this
 * test only. A spy on the anchor's click, not a vi.mock of the module: the component files share
 * their modules (isolate: false), so a module mocked by two files is only one file's mock.
 */
export function captureSavedLinks(): { url: string; filename: string }[] {
  const saved: { url: string; filename: string }[] = [];
  const spy = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ url: this.href, filename: this.download });
  });
  onTestFinished(() => spy.mockRestore());
  return saved;
}
