import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { settler } from './a11y-audit';
import {
  adminOrderAction,
  adminToken,
  apiLogin,
  approvedClient,
  bearer,
  newEmail,
  registerThroughApi,
  seedSeller,
  seedOrder,
  TEST_ADMIN,
  TEST_PASSWORD,
} from './support';

/**
 * Issue 37, item 5: every page of the SPA at 360, 390 and 1440 px wide, with long names and every
 * kind of order on it: no sideways scroll, and no text cut by its box (hidden overflow, an
 * ellipsis, a line clamp) or pushed out of the screen, except the few ellipses below, which say
 * their whole text in a title. Each page is loaded once and looked at in each width; the sign-ins are made once.
 */

const WIDTHS = [360, 390, 1440] as const;

/**
 * Where an ellipsis is meant (each keeps its whole text in its `title`): a selector and why.
 * Keep it short: a new entry is a decision that the text may be cut there.
 */
const ELLIPSIS_ALLOWED: { selector: string; why: string }[] = [];

const company = 'Atelier Moreau Performance & Reprogrammation';
const longCategory = 'Boîte de vitesses automatique DSG';
const longService = 'Reprogrammation boîte DSG Stage 2 avec launch control';
const vin = 'WVWZZZAUZHW123456';
const longFile = 'calculateur-moteur-golf7-gtd-lecture-originale-kess-v2.bin';
const address = 'Zone artisanale des Grandes Terres, bâtiment C, 112 boulevard Marius Vivier-Merle, 69007 Lyon, France';

type Tokens = { access_token: string; refresh_token: string };

interface Seed {
  client: Tokens;
  pending: Tokens;
  admin: Tokens;
  orders: { waiting: string; credited: string; invoiced: string; sav: string };
}

/**
 * A client with a long company and address, a discounted category and service with long names,
 * and an order in each state the pages draw: waiting, invoiced and paid, invoiced then cancelled
 * by a credit note, in SAV; a support message, a partner; published terms.
 */
async function seedEverything(request: APIRequestContext): Promise<Seed> {
  const auth = bearer(await adminToken(request));
  await seedSeller(request);
  const settings = await request.put('/api/admin/settings', {
    headers: auth,
    data: {
      client_message: 'Fermeture exceptionnelle le vendredi 15 août : les commandes reçues seront traitées le lundi.',
      opening_hours: 'Lundi - Vendredi : 9 h - 18 h',
      terms_and_conditions:
        '## Objet\nLes présentes conditions régissent les prestations de reprogrammation.\n\n## Paiement\nÀ réception de la facture.',
    },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  // Issue 42: the workshop's status on the login page, the client home and the new-order dialog, with a long message.
  const range = [{ start: '09:00', end: '12:00' }, { start: '14:00', end: '18:00' }];
  const workshop = await request.put('/api/admin/workshop', {
    headers: auth,
    data: {
      schedule: { monday: range, tuesday: range, wednesday: range, thursday: range, friday: range },
      closures: [{ from: '2030-08-01', to: '2030-08-21', label: 'Congés annuels : atelier et support fermés' }],
    },
  });
  expect(workshop.status(), await workshop.text()).toBe(200);
  const busy = await request.put('/api/admin/workshop/status', {
    headers: auth,
    data: {
      status: 'busy',
      message: 'Beaucoup de demandes cette semaine : les fichiers Stage 2 et boîte DSG sont traités sous 48 heures ouvrées',
      until: new Date(Date.now() + 3 * 3_600_000).toISOString(),
    },
  });
  expect(busy.status(), await busy.text()).toBe(200);
  const partner = await request.post('/api/admin/partners', {
    headers: auth,
    multipart: { name: 'Centre Technique Européen de Calibration Moteur' },
  });
  expect(partner.status()).toBeLessThan(300);

  const client = await approvedClient(request, company, address);
  const category = await (
    await request.post('/api/admin/categories', {
      headers: auth,
      multipart: { name: `${longCategory} ${newEmail('').slice(1, 5)}` },
    })
  ).json();
  const service = await (
    await request.post(`/api/admin/categories/${category.id}/services`, {
      headers: auth,
      multipart: { name: longService, price: '450,00 €' },
    })
  ).json();
  const discount = await request.post(`/api/admin/clients/${client.id}/discounts`, {
    headers: auth,
    data: { category_id: category.id, discount_type: 'percentage', discount_value: 10 },
  });
  expect(discount.status()).toBe(200);
  const services = [{ name: service.name, price: service.price, category_id: category.id }];

  const waiting = await seedOrder(request, client.token, services, vin, longFile);
  const invoiced = await seedOrder(request, client.token, services, 'GH-456-JK', longFile);
  await adminOrderAction(request, invoiced.id, { deliver: true, status: 'termine', payment_status: 'paye' });
  const credited = await seedOrder(request, client.token, services, 'LM-789-NP', longFile);
  await adminOrderAction(request, credited.id, { deliver: true, status: 'termine' });
  const number = (await (await request.get(`/api/orders/${credited.id}`, { headers: auth })).json()).invoice_number;
  expect(number, 'the invoice of the order to credit').toMatch(/^FA-/);
  const credit = await request.post(`/api/admin/invoices/${number}/credit-note`, {
    headers: auth,
    data: { reason: 'Erreur de prestation : le client avait demandé le Stage 1.' },
  });
  expect(credit.status(), await credit.text()).toBe(201);
  const sav = await seedOrder(request, client.token, services, 'QR-012-ST', longFile);
  await adminOrderAction(request, sav.id, { deliver: true, status: 'termine' });
  const savRequest = await request.post(`/api/orders/${sav.id}/sav-request`, {
    headers: bearer(client.token),
    data: { problem_description: 'Le véhicule passe en mode dégradé à 3 000 tr/min après la reprogrammation.' },
  });
  expect(savRequest.status()).toBe(200);
  const message = await request.post('/api/client/chat', {
    headers: bearer(client.token),
    data: { content: 'Bonjour, pouvez-vous me confirmer le délai pour la boîte DSG ?' },
  });
  expect(message.status()).toBe(201);

  const pendingEmail = newEmail('pending');
  await registerThroughApi(request, pendingEmail, company, address);
  return {
    client: client.tokens,
    pending: await apiLogin(request, pendingEmail, TEST_PASSWORD),
    admin: await apiLogin(request, TEST_ADMIN.email, TEST_ADMIN.password),
    orders: { waiting: waiting.id, credited: credited.id, invoiced: invoiced.id, sav: sav.id },
  };
}

/** A page, when it is drawn (by default, its first heading), and what else to look at there. */
interface Visit {
  path: string;
  ready?: (page: Page) => Locator;
  /** Findings of its own, once the page's layout is checked (a dialog opened on it). */
  then?: (page: Page) => Promise<string[]>;
}

/**
 * The client edit dialog, scrolled half-way: its sticky footer ('Annuler', 'Enregistrer') must
 * reach the dialog's bottom edge, with no form content showing under it (issue 37).
 */
async function clientDialogFooter(page: Page): Promise<string[]> {
  await page.getByRole('searchbox', { name: 'Rechercher un client' }).fill(company);
  const card = page.getByRole('article').filter({ hasText: company }).filter({ hasText: 'Actif' });
  await card.getByRole('button', { name: /^Modifier / }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.evaluate((el) => Promise.all(el.getAnimations().map((animation) => animation.finished)));
  const gap = await dialog.evaluate((el) => {
    el.scrollTop = (el.scrollHeight - el.clientHeight) / 2;
    const footer = el.querySelector('form > div:last-child');
    if (!footer) return 'no footer';
    const below = el.getBoundingClientRect().bottom - el.clientTop - footer.getBoundingClientRect().bottom;
    return below > 1 ? `${Math.round(below)} px of form under the sticky footer` : '';
  });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return gap ? [`client edit dialog: ${gap}`] : [];
}

function visits(seed: Seed): { tokens: Tokens | null; pages: Visit[] }[] {
  const { orders } = seed;
  return [
    {
      tokens: null,
      pages: ['/login', '/register', '/confidentialite', '/conditions', '/nowhere'].map((path) => ({ path })),
    },
    { tokens: seed.pending, pages: [{ path: '/' }] },
    {
      tokens: seed.client,
      pages: [
        { path: '/' },
        { path: '/orders' },
        { path: '/orders?payment=unpaid' },
        { path: `/orders?order=${orders.credited}`, ready: (page) => page.getByRole('dialog') },
        { path: '/orders?new=1', ready: (page) => page.getByRole('dialog') },
        { path: '/invoices' },
        { path: '/simulator' },
        { path: '/image-generator' },
        { path: '/profile' },
        { path: '/chat' },
        { path: '/terms' },
        { path: '/double-authentification' },
      ],
    },
    {
      tokens: seed.admin,
      pages: [
        ...[
          '/admin',
          '/admin/files',
          '/admin/completed',
          '/admin/sav',
          '/admin/invoices',
          '/admin/chat',
          '/admin/discounts',
          '/admin/simulator',
          '/admin/solutions',
          '/admin/partners',
          '/admin/users',
          '/admin/settings',
          '/admin/settings?tab=facturation',
          '/admin/settings?tab=horaires',
          '/admin/security',
          '/admin/historique',
          '/admin/double-authentification',
          ...Object.values(orders).map((id) => `/admin/orders/${id}`),
        ].map((path) => ({ path })),
        { path: '/admin/clients', then: clientDialogFooter },
        {
          path: '/admin/api',
          ready: (page) => page.getByTestId('api-reference').locator('.information-container'),
        },
      ],
    },
  ];
}

/**
 * What is wrong with the layout as drawn now: a page wider than the screen, text its box cuts
 * (overflow hidden or clipped, an ellipsis, a line clamp), text pushed out of the screen. Each
 * finding names the element and its text.
 */
function layoutFindings(page: Page, allowed: string[]) {
  return page.evaluate((allowed) => {
    const found: string[] = [];
    const width = window.innerWidth;
    const short = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    const name = (el: Element) => {
      const testId = el.getAttribute('data-testid');
      const classes = String(el.getAttribute('class') ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .slice(0, 6)
        .join('.');
      return `${el.tagName.toLowerCase()}${testId ? `[${testId}]` : ''}${classes ? `.${classes}` : ''} «${short(el.textContent)}»`;
    };
    const ownText = (el: Element) =>
      Array.from(el.childNodes).some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
    const isAllowed = (el: Element) => allowed.some((selector) => el.closest(selector));
    const shown = (el: Element) => {
      const rect = el.getBoundingClientRect();
      // Visually hidden (sr-only) and undisplayed elements take no room.
      return (
        rect.width > 1 && rect.height > 1 && el.checkVisibility({ visibilityProperty: true, opacityProperty: true })
      );
    };
    /** Visually hidden by a clip (sr-only, and the skip link until it has the focus). */
    const clippedAway = (el: Element) => {
      for (let up: Element | null = el; up; up = up.parentElement) {
        const { clip, clipPath } = getComputedStyle(up);
        if (clip === 'rect(0px, 0px, 0px, 0px)' || clipPath === 'inset(50%)') return true;
      }
      return false;
    };
    /** Inside a box that scrolls sideways on purpose (a wide table in its own scroller, a code sample). */
    const inScroller = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const overflow = getComputedStyle(up).overflowX;
        if ((overflow === 'auto' || overflow === 'scroll') && up.scrollWidth > up.clientWidth) return true;
      }
      return false;
    };

    const root = document.documentElement;
    if (root.scrollWidth > width) {
      // The outermost elements reaching past the right edge: what makes the page wider.
      const wide = Array.from(document.body.querySelectorAll('*')).filter(
        (el) => shown(el) && el.getBoundingClientRect().right > width + 1 && !inScroller(el),
      );
      const outermost = wide.filter(
        (el) =>
          !wide.some(
            (other) =>
              other !== el &&
              other.contains(el) &&
              other.getBoundingClientRect().right >= el.getBoundingClientRect().right,
          ),
      );
      found.push(
        `sideways scroll: ${root.scrollWidth} px wide in ${width} (${outermost.slice(0, 3).map(name).join(' | ')})`,
      );
    }

    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (!shown(el) || el.matches('input, textarea, select, svg, svg *, img, video, iframe') || isAllowed(el))
        continue;
      const style = getComputedStyle(el);
      const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
      const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip' || style.webkitLineClamp !== 'none';
      const box = el.getBoundingClientRect();
      const left = box.left + el.clientLeft;
      const right = left + el.clientWidth;
      const top = box.top + el.clientTop;
      const bottom = top + el.clientHeight;
      const cutX = clipsX && el.scrollWidth > el.clientWidth + 1;
      const cutY = clipsY && el.scrollHeight > el.clientHeight + 1;
      if ((cutX || cutY) && !clippedAway(el)) {
        if (ownText(el))
          found.push(
            `text cut: ${name(el)} (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight})`,
          );
        else {
          // The text of the elements inside that the box's edges cut.
          const cut = Array.from(el.querySelectorAll('*')).filter((inner) => {
            if (!ownText(inner) || !shown(inner) || inScroller(inner) || clippedAway(inner)) return false;
            const rect = inner.getBoundingClientRect();
            return (
              (cutX && (rect.right > right + 1 || rect.left < left - 1)) ||
              (cutY && (rect.bottom > bottom + 1 || rect.top < top - 1))
            );
          });
          for (const inner of cut.slice(0, 3)) found.push(`text cut by ${name(el)}: ${name(inner)}`);
        }
      }
      if (
        ownText(el) &&
        style.position !== 'fixed' &&
        (box.right > width + 1 || box.left < -1) &&
        !inScroller(el) &&
        !clippedAway(el)
      )
        found.push(`text off the screen: ${name(el)} (${Math.round(box.left)}–${Math.round(box.right)} in ${width})`);
    }
    // An element cut by two nested boxes is said once.
    return [...new Set(found)];
  }, allowed);
}

/** The allowed ellipses that do not say their whole text in their title (the allow-list's condition). */
function ellipsesWithoutTitle(page: Page, allowed: string[]) {
  return page.evaluate(
    (allowed) =>
      allowed.flatMap((selector) =>
        Array.from(document.querySelectorAll(selector))
          .filter((el) => el.scrollWidth > el.clientWidth + 1)
          .filter((el) => (el.getAttribute('title') ?? '').trim() !== (el.textContent ?? '').trim())
          .map((el) => `${selector} «${(el.textContent ?? '').trim().slice(0, 60)}» has no title with its whole text`),
      ),
    allowed,
  );
}

/** Each width's screen height: a phone's, or a laptop's. */
const viewportOf = (width: number) => ({ width, height: width < 1000 ? 844 : 900 });

test('at 360, 390 and 1440 px every page fits: no sideways scroll, no cut text', async ({ browser, request }) => {
  // About 40 s on an idle machine; several minutes when the machine is shared.
  test.setTimeout(300_000);
  const seed = await seedEverything(request);
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    reducedMotion: 'reduce',
    viewport: viewportOf(WIDTHS[0]),
  });
  const page = await context.newPage();
  const settled = settler(page, 150);
  const allowed = ELLIPSIS_ALLOWED.map((entry) => entry.selector);
  const findings: string[] = [];
  await page.goto('/login');
  for (const { tokens, pages } of visits(seed)) {
    await page.evaluate((t) => {
      localStorage.clear();
      if (t) {
        localStorage.setItem('access_token', t.access_token);
        localStorage.setItem('refresh_token', t.refresh_token);
      }
    }, tokens);
    for (const { path, ready, then } of pages) {
      await page.setViewportSize(viewportOf(WIDTHS[0]));
      await page.goto(path, { waitUntil: 'commit' });
      // Swagger UI reads the whole document (230 kB) before it draws: long on a busy machine.
      const drawn = await expect(ready ? ready(page).first() : page.locator('h1').first())
        .toBeVisible({ timeout: 60_000 })
        .then(
          () => true,
          () => false,
        );
      if (!drawn) {
        findings.push(`${path}: not drawn`);
        continue;
      }
      // Loaded once, looked at in each width: the layout follows the width through CSS alone
      // (tests/e2e/a11y-audit.ts resizes the same way).
      for (const width of WIDTHS) {
        await page.setViewportSize(viewportOf(width));
        await settled();
        // A layout still moving (a list filled after the first draw) is looked at again for a moment.
        let last: string[] = [];
        await expect
          .poll(
            async () => {
              last = [...(await layoutFindings(page, allowed)), ...(await ellipsesWithoutTitle(page, allowed))];
              return last.length;
            },
            { timeout: 1_500, intervals: [100, 250, 500] },
          )
          .toBe(0)
          .catch(() => undefined);
        if (then) last.push(...(await then(page)));
        findings.push(...last.map((finding) => `${width} px ${path}: ${finding}`));
        // LAYOUT_SCREENSHOTS=1: each page whole, in the test's output folder, to look at.
        if (process.env.LAYOUT_SCREENSHOTS)
          await page.screenshot({
            path: test.info().outputPath(`${width}${path.replace(/[/?=&]/g, '_')}.png`),
            fullPage: true,
          });
      }
    }
  }
  await context.close();
  expect(findings, findings.join('\n')).toEqual([]);
});
