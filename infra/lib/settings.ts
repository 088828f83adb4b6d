import type { Node } from 'constructs';

/**
 * What an operator chooses at deploy time, read from CDK context (`cdk deploy -c name=value` or
 * cdk.json). Context, not CloudFormation parameters: these values shape the template itself
 * (aliases, the CSP header, optional resources), and synth stays offline and deterministic.
 */
export interface DeploySettings {
  /** The stack's region, pinned (default eu-west-3, Paris). The WAF lives in us-east-1. */
  readonly region: string;
  /** E-mail subscribed to the alarm topic (also the budget alerts). No subscription when unset. */
  readonly alarmEmail?: string;
  /** E-mail of the first administrator created on deploy. */
  readonly adminEmail: string;
  /** Custom domain of the site (CloudFront alias), with its us-east-1 ACM certificate ARN. */
  readonly domainName?: string;
  readonly certificateArn?: string;
  /** Viewer TLS floor when a custom domain is set. */
  readonly minimumTlsVersion: 'TLSv1.2_2021' | 'TLSv1.2_2019' | 'TLSv1.2_2018';
  /** The third-party simulator page or script (VITE_SIMULATOR_URL of the web build). */
  readonly simulatorUrl?: string;
  /** Extra site origin allowed by the files bucket CORS (e.g. the distribution's own host). */
  readonly siteOrigin?: string;
  /** Monthly AWS Budget, in USD (by `size` unless given). */
  readonly monthlyBudgetUsd: number;
  /** The cost model's size (docs/cost.md) the limits below default to: `-c size=small|large`. */
  readonly size: Size;
  /**
   * Reserved concurrency of each API function, and of each job; 0 (the default) reserves none.
   * AWS refuses a reservation that leaves less than 10 unreserved executions in the account, so
   * on a new account (limit 10 or 50) any reservation can fail the deploy.
   */
  readonly apiConcurrency: number;
  readonly jobConcurrency: number;
  /** On-demand ceilings of the table (and of each index), request units per second. */
  readonly tableMaxReadUnits: number;
  readonly tableMaxWriteUnits: number;
  /** Stage throttling of the REST API and of the push channel's WebSocket (requests or messages per second, burst). */
  readonly apiRateLimit: number;
  readonly apiBurstLimit: number;
  /** WAF: requests per IP per 5 minutes on /api/auth/*, and on the whole site. */
  readonly authRequestsPer5Min: number;
  readonly siteRequestsPer5Min: number;
  /** Lambda source maps (`--enable-source-maps`): off in production, on only to debug. */
  readonly sourceMaps: boolean;
  /** `-c email=off`: no e-mail at all, the only way to deploy with the placeholder SES identity. */
  readonly emailEnabled: boolean;
}

export type Size = 'small' | 'large';

/** The limits each size sets (each still overridable by its own context value). */
export type SizedLimits = Pick<
  DeploySettings,
  | 'apiRateLimit'
  | 'apiBurstLimit'
  | 'tableMaxReadUnits'
  | 'tableMaxWriteUnits'
  | 'authRequestsPer5Min'
  | 'siteRequestsPer5Min'
  | 'monthlyBudgetUsd'
>;

/**
 * docs/cost.md's two cases. Small: 50 clients, 1,000 orders a month. Large: 2,000 clients,
 * 100,000 orders a month, whose peak before the push channel was ~1,100 requests/s and ~1,450
 * read units/s: the large ceilings leave room above that peak. The change feed polls every 2 s
 * per tab when push is down (150 per 5 min): the site-wide WAF limit lets ~20 (small) or ~65
 * (large) tabs share one office address.
 */
export const sizePresets: Record<Size, SizedLimits> = {
  small: {
    apiRateLimit: 50,
    apiBurstLimit: 100,
    tableMaxReadUnits: 1000,
    tableMaxWriteUnits: 500,
    authRequestsPer5Min: 100,
    siteRequestsPer5Min: 3000,
    // docs/cost.md: ≈ $42 a month; the alert at 80 % leaves room for a busy month.
    monthlyBudgetUsd: 150,
  },
  large: {
    apiRateLimit: 1500,
    apiBurstLimit: 3000,
    tableMaxReadUnits: 3000,
    tableMaxWriteUnits: 1500,
    authRequestsPer5Min: 300,
    siteRequestsPer5Min: 10000,
    // docs/cost.md: ≈ $666 a month (the $150 of the small case would alert by the 6th of every month).
    monthlyBudgetUsd: 800,
  },
};

export const defaultSettings: DeploySettings = {
  region: 'eu-west-3',
  adminEmail: 'admin@protune.local',
  minimumTlsVersion: 'TLSv1.2_2021',
  size: 'small',
  apiConcurrency: 0,
  jobConcurrency: 0,
  ...sizePresets.small,
  sourceMaps: false,
  emailEnabled: true,
};

const text = (node: Node, key: string): string | undefined => {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  return String(value);
};

const number = (node: Node, key: string, fallback: number): number => {
  const value = text(node, key);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`Context ${key} must be a number >= 0, got "${value}"`);
  return parsed;
};

/** The settings from the context of `node` (the app), with the defaults above. */
export function deploySettings(node: Node): DeploySettings {
  const size = (text(node, 'size') ?? defaultSettings.size) as Size;
  if (!(size in sizePresets)) throw new Error(`Context size must be small or large, got "${size}"`);
  const d: DeploySettings = { ...defaultSettings, size, ...sizePresets[size] };
  const email = text(node, 'email') ?? 'on';
  if (email !== 'on' && email !== 'off') throw new Error(`Context email must be on or off, got "${email}"`);
  const settings: DeploySettings = {
    region: text(node, 'region') ?? d.region,
    alarmEmail: text(node, 'alarmEmail'),
    adminEmail: (text(node, 'adminEmail') ?? d.adminEmail).trim().toLowerCase(),
    domainName: text(node, 'domainName'),
    certificateArn: text(node, 'certificateArn'),
    minimumTlsVersion: (text(node, 'minimumTlsVersion') ?? d.minimumTlsVersion) as DeploySettings['minimumTlsVersion'],
    simulatorUrl: text(node, 'simulatorUrl'),
    siteOrigin: text(node, 'siteOrigin'),
    monthlyBudgetUsd: number(node, 'monthlyBudgetUsd', d.monthlyBudgetUsd),
    size,
    apiConcurrency: number(node, 'apiConcurrency', d.apiConcurrency),
    jobConcurrency: number(node, 'jobConcurrency', d.jobConcurrency),
    tableMaxReadUnits: number(node, 'tableMaxReadUnits', d.tableMaxReadUnits),
    tableMaxWriteUnits: number(node, 'tableMaxWriteUnits', d.tableMaxWriteUnits),
    apiRateLimit: number(node, 'apiRateLimit', d.apiRateLimit),
    apiBurstLimit: number(node, 'apiBurstLimit', d.apiBurstLimit),
    authRequestsPer5Min: number(node, 'authRequestsPer5Min', d.authRequestsPer5Min),
    siteRequestsPer5Min: number(node, 'siteRequestsPer5Min', d.siteRequestsPer5Min),
    sourceMaps: text(node, 'sourceMaps') === 'true',
    emailEnabled: email === 'on',
  };
  if (Boolean(settings.domainName) !== Boolean(settings.certificateArn)) {
    throw new Error('Context domainName and certificateArn go together (an ACM certificate in us-east-1)');
  }
  if (settings.simulatorUrl) new URL(settings.simulatorUrl); // fails early on a malformed URL
  return settings;
}

/** `https://host[:port]` of a URL, for CSP and CORS lists. */
export const originOf = (url: string): string => new URL(url).origin;
