import { lookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { isPublicAddress } from './public-address';

/** What a client's endpoint answered: its status and the start of its body (never more is kept). */
export interface OutboundAnswer {
  status: number;
  excerpt: string;
}

export const OUTBOUND_TIMEOUT_MS = 5000;
const EXCERPT_MAX = 512;

/** Why a URL is not called (French: told to the client that registered it). */
export const outboundMessages = {
  https: "L'adresse doit commencer par https://.",
  invalid: "L'adresse n'est pas une URL valide.",
  notPublic: "L'adresse doit mener à un serveur public (aucune adresse privée, locale ou réservée).",
  unresolved: "Le nom de domaine de l'adresse est introuvable.",
} as const;

export class OutboundRefused extends Error {
  constructor(readonly detail: string) {
    super(detail);
    this.name = 'OutboundRefused';
  }
}

/**
 * Who may be called. Production: https to public addresses only. The local stack (infra/local,
 * never bundled into a Lambda) may allow its own loopback receiver for the tests.
 */
interface OutboundPolicy {
  allowLoopbackHttp: boolean;
}
const policy: OutboundPolicy = { allowLoopbackHttp: false };

/** For infra/local only: the tests' receiver listens on 127.0.0.1 over plain http. */
export function allowLoopbackReceiverForLocalStack(): void {
  policy.allowLoopbackHttp = true;
}

const isLoopback = (address: string) => address === '127.0.0.1' || address === '::1';

/** The address to connect to: every address the name resolves to must be public (checked at each call). */
async function pinnedAddress(url: URL): Promise<{ address: string; family: number }> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const resolved = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true, verbatim: true }).catch(() => []);
  if (!resolved.length) throw new OutboundRefused(outboundMessages.unresolved);
  const allowed = (address: string) => isPublicAddress(address) || (policy.allowLoopbackHttp && url.protocol === 'http:' && isLoopback(address));
  const [first] = resolved;
  if (!first || !resolved.every(({ address }) => allowed(address))) throw new OutboundRefused(outboundMessages.notPublic);
  return first;
}

/** Checks a URL as a client registers it (scheme and form; the address is checked at each call). */
export function checkedUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new OutboundRefused(outboundMessages.invalid);
  }
  if (url.username || url.password) throw new OutboundRefused(outboundMessages.invalid);
  if (url.protocol !== 'https:' && !(policy.allowLoopbackHttp && url.protocol === 'http:')) throw new OutboundRefused(outboundMessages.https);
  return url;
}

/**
 * POSTs a JSON body to a client's URL, safely (SSRF): https only, the name resolved and every
 * address checked public at each call, the connection made to that checked address (no second
 * lookup a DNS rebinding could turn), no redirect followed, a 5-s budget, 512 characters kept.
 */
export async function postJson(target: string, body: string, headers: Record<string, string>): Promise<OutboundAnswer> {
  const url = checkedUrl(target);
  const pinned = await pinnedAddress(url);
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'ProTune-Webhooks/1', ...headers },
        // Node may ask for every address (`all`, happy eyeballs): the checked one only either way.
        lookup: ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) =>
          options.all ? callback(null, [pinned]) : callback(null, pinned.address, pinned.family)) as never,
        timeout: OUTBOUND_TIMEOUT_MS,
      },
      (res) => {
        let excerpt = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (excerpt.length < EXCERPT_MAX) excerpt += chunk.slice(0, EXCERPT_MAX - excerpt.length);
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, excerpt }));
        res.on('error', reject);
      },
    );
    const deadline = setTimeout(() => req.destroy(new Error('timeout')), OUTBOUND_TIMEOUT_MS);
    req.on('close', () => clearTimeout(deadline));
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}
