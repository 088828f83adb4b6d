import { expect, test, type Browser, type Page } from '@playwright/test';
import axe from 'axe-core';

/**
 * axe-core on a page once it has settled, at a desktop and a phone width: critical and serious
 * violations (WCAG 2.1 A and AA) are collected as findings.
 */
export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };
const VIEWPORTS = [DESKTOP, PHONE];
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export type Finding = { where: string; id: string; impact: string; targets: string[] };
type Tokens = { access_token: string; refresh_token: string };

export const report = (findings: Finding[]) =>
  findings.map((f) => `${f.where}: ${f.impact} ${f.id} → ${f.targets.join(' | ')}`).join('\n');

/**
 * The critical and serious violations on the page (or within `include`, a selector), by the
 * WCAG 2.1 A and AA rules or, with `allRules`, every rule (with `everyImpact`, the moderate and
 * minor ones too). axe is injected once per document and
 * only the violations come back: @axe-core/playwright injects it anew on every call, runs it in
 * a blank page of its own and returns every passed node too, which made an audit several times slower.
 */
export async function seriousViolations(
  page: Page,
  where: string,
  { include, allRules = false, everyImpact = false }: { include?: string; allRules?: boolean; everyImpact?: boolean } = {},
): Promise<Finding[]> {
  for (const frame of page.frames()) {
    const injected = await frame.evaluate(() => 'axe' in window).catch(() => true);
    if (!injected) await frame.evaluate(axe.source);
  }
  const violations = await page.evaluate(
    async ({ include, tags }) => {
      const { axe: engine } = window as unknown as { axe: typeof axe };
      const results = await engine.run(include ? { include: [include] } : document, {
        ...(tags ? { runOnly: { type: 'tag', values: tags } } : {}),
        resultTypes: ['violations'],
      });
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
    },
    { include, tags: allRules ? null : TAGS },
  );
  return violations
    .filter((v) => everyImpact || v.impact === 'critical' || v.impact === 'serious')
    .map((v) => ({ where, ...v, targets: v.targets.slice(0, 5) }));
}

/** A page signed in with the tokens (as the SPA keeps them): for audits, where the login form is not under test. */
export async function signedInPage(browser: Browser, tokens?: Tokens): Promise<Page> {
  const baseURL = test.info().project.use.baseURL;
  const localStorage = tokens
    ? [
        { name: 'access_token', value: tokens.access_token },
        { name: 'refresh_token', value: tokens.refresh_token },
      ]
    : [];
  const context = await browser.newContext({
    baseURL,
    locale: 'fr-FR',
    viewport: DESKTOP,
    storageState: { cookies: [], origins: [{ origin: new URL(baseURL ?? '').origin, localStorage }] },
  });
  return context.newPage();
}

/**
 * Whether the page's network has been quiet for `quietMs`, the change feed aside: it polls every
 * 2 s (so 'networkidle' waits on it), and its answer changes nothing an audit looks at.
 */
function networkQuiet(page: Page, quietMs: number): () => boolean {
  const inFlight = new Set<unknown>();
  let lastActivity = Date.now();
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/changes') return;
    inFlight.add(r);
    lastActivity = Date.now();
  });
  const done = (r: unknown) => {
    if (inFlight.delete(r)) lastActivity = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => inFlight.size === 0 && Date.now() - lastActivity >= quietMs;
}

/**
 * A page's settling: `settled()` resolves once the network is quiet (for `quietMs`), nothing is busy, images and
 * fonts are loaded and transitions are over (audits and the layout check look at the page then).
 */
export function settler(page: Page, quietMs = 300): () => Promise<void> {
  const quiet = networkQuiet(page, quietMs);
  return async () => {
    await expect.poll(quiet, { message: 'requests still in flight', intervals: [50], timeout: 15_000 }).toBe(true);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.evaluate(async () => {
      await new Promise(requestAnimationFrame);
      await document.fonts.ready;
      const loading = Array.from(document.images).filter((img) => !img.complete);
      await Promise.all(
        loading.map(
          (img) =>
            new Promise((loaded) => ['load', 'error'].forEach((e) => img.addEventListener(e, loaded, { once: true }))),
        ),
      );
      const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
      await Promise.all(finite.map((a) => a.finished.catch(() => null)));
    });
  };
}

/** Audits the pages one browser page shows; findings pile up across calls. */
export function auditor(page: Page) {
  const findings: Finding[] = [];
  const settled = settler(page);

  async function analyze(where: string) {
    await settled();
    findings.push(...(await seriousViolations(page, where)));
  }

  /**
   * What the page shows now, at each width in turn. The layout follows the width through CSS
   * alone (no script reads the viewport), so resizing shows what a phone would load.
   * `prepare` runs at each width before its audit (a field to scroll into view).
   */
  async function here(where: string, prepare?: () => Promise<unknown>) {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await prepare?.();
      await analyze(`${viewport.width}px ${where}`);
    }
  }

  /** Each route, loaded once and audited at each width. */
  async function routes(paths: string[], label: string) {
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('main').first()).toBeVisible();
      await here(`${label} ${path}`);
    }
  }

  return { findings, analyze, here, routes };
}
