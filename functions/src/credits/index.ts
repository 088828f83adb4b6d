import { creditRoutes } from '@app/shared/api/credits';
import { domainRoutes } from '@app/shared/api/route';
import {
  adjustmentInputSchema,
  billingInputSchema,
  checkoutInputSchema,
  packInputSchema,
  thresholdInputSchema,
} from '@app/shared/credits/schemas';
import { auditContextOf } from '../audit/audit-item';
import { withNextCursor } from '../lib/http/paging';
import { json } from '../lib/http/response';
import { createDomainHandler } from '../router';
import {
  adjustCredits,
  adminBillingOf,
  adminLedgerPage,
  billingOf,
  ledgerPage,
  setBilling,
  setThreshold,
} from './credit-accounts';
import { activePacks, allPacks, createPack, toPack, updatePack } from './credit-packs';
import { receiveStripeEvent, startCheckout } from './stripe-payments';

/**
 * The portal's address, where Stripe's payment page sends the client back: PUBLIC_URL when the
 * deployment names its domain (and locally), else the calling page's origin (the SPA's POST
 * carries it). A bearer token cannot be sent by another site, so an origin of the caller's own
 * choosing only ever sends the caller back to where it came from.
 */
function portalUrl(origin: string | undefined): string {
  const configured = process.env.PUBLIC_URL;
  if (configured) return configured.replace(/\/+$/, '');
  const parsed = origin && URL.canParse(origin) ? new URL(origin) : undefined;
  return parsed && (parsed.protocol === 'https:' || parsed.hostname === 'localhost') ? parsed.origin : 'http://localhost:3000';
}

/**
 * Prepaid credits (issue 40, decision 039): balance and ledger, packs, Stripe Checkout and its
 * webhook, an administrator's billing mode, overdraft and adjustments. Its own Lambda: the
 * official Stripe client weighs more than every other domain's code (decision 039).
 */
export const handler = createDomainHandler(domainRoutes('credits', creditRoutes), {
  'GET /api/credits': { handler: async ({ user }) => json(await billingOf(user.id)) },
  'GET /api/credits/ledger': {
    handler: async ({ user, query }) => {
      const page = await ledgerPage(user.id, query);
      return withNextCursor(json(page.entries), page.nextCursor);
    },
  },
  'GET /api/credits/packs': { handler: async () => json((await activePacks()).map(toPack)) },
  'POST /api/credits/checkout': {
    body: checkoutInputSchema,
    handler: async ({ user, body, event }) => json(await startCheckout(user, body.pack_id, body.method, portalUrl(event.headers?.origin)), 201),
  },
  'POST /api/payments/stripe/webhook': {
    handler: async ({ text, event }) => json(await receiveStripeEvent(text, event.headers?.['stripe-signature'])),
  },
  'GET /api/admin/credit-packs': { handler: async () => json((await allPacks()).map(toPack)) },
  'POST /api/admin/credit-packs': {
    body: packInputSchema,
    handler: async ({ user, event, body }) => json(await createPack(body, auditContextOf(user, event)), 201),
  },
  'PUT /api/admin/credit-packs/{id}': {
    body: packInputSchema,
    handler: async ({ user, event, params, body }) => json(await updatePack(params.id, body, auditContextOf(user, event))),
  },
  'GET /api/admin/clients/{id}/credits': { handler: async ({ params }) => json(await adminBillingOf(params.id)) },
  'PUT /api/admin/clients/{id}/credits': {
    body: billingInputSchema,
    handler: async ({ user, event, params, body }) => json(await setBilling(params.id, body, auditContextOf(user, event))),
  },
  'GET /api/admin/clients/{id}/credits/ledger': {
    handler: async ({ params, query }) => {
      const page = await adminLedgerPage(params.id, query);
      return withNextCursor(json(page.entries), page.nextCursor);
    },
  },
  'POST /api/admin/clients/{id}/credits/adjustments': {
    body: adjustmentInputSchema,
    handler: async ({ user, event, params, body }) => json(await adjustCredits(params.id, body, auditContextOf(user, event)), 201),
  },
  'PUT /api/credits': {
    body: thresholdInputSchema,
    handler: async ({ user, body }) => json(await setThreshold(user.id, body.low_balance_threshold)),
  },
});
