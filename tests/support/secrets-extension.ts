import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The AWS Parameters and Secrets Lambda Extension's HTTP endpoint, as the functions call it
 * (lib/secrets/extension.ts): `GET /secretsmanager/get?secretId&versionStage` with the session
 * token header, answering `{SecretString}` or 400 for a stage no version holds.
 */
export interface FakeSecretsExtension {
  /** Each secret's stages: `{ AWSCURRENT: 'new', AWSPREVIOUS: 'old' }`. */
  readonly secrets: Map<string, Partial<Record<'AWSCURRENT' | 'AWSPREVIOUS' | 'AWSPENDING', string>>>;
  /** How many reads it answered. */
  readonly reads: () => number;
  readonly port: number;
  readonly stop: () => Promise<void>;
}

export async function startFakeSecretsExtension(): Promise<FakeSecretsExtension> {
  const secrets: FakeSecretsExtension['secrets'] = new Map();
  let reads = 0;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const stage = (url.searchParams.get('versionStage') ?? 'AWSCURRENT') as 'AWSCURRENT' | 'AWSPREVIOUS' | 'AWSPENDING';
    const value = secrets.get(url.searchParams.get('secretId') ?? '')?.[stage];
    reads++;
    const authorised = req.headers['x-aws-parameters-secrets-token'] === (process.env.AWS_SESSION_TOKEN ?? '');
    res.statusCode = !authorised ? 401 : url.pathname !== '/secretsmanager/get' || value === undefined ? 400 : 200;
    res.setHeader('content-type', 'application/json');
    res.end(res.statusCode === 200 ? JSON.stringify({ SecretString: value, VersionStages: [stage] }) : '{}');
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  return {
    secrets,
    reads: () => reads,
    port: (server.address() as AddressInfo).port,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
