/**
 * Reads a Secrets Manager secret through the AWS Parameters and Secrets Lambda Extension (a
 * layer: a local HTTP endpoint that caches), not the SDK client: no SDK code in the bundle.
 * The local stack's tests serve the same endpoint (PARAMETERS_SECRETS_EXTENSION_HTTP_PORT).
 */
export type VersionStage = 'AWSCURRENT' | 'AWSPREVIOUS' | 'AWSPENDING';

const DEFAULT_PORT = '2773';

/** The stage's secret string, or undefined when the secret has no version at that stage. */
export async function readSecretStage(secretId: string, stage: VersionStage): Promise<string | undefined> {
  const port = process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT ?? DEFAULT_PORT;
  const query = new URLSearchParams({ secretId, versionStage: stage });
  const res = await fetch(`http://localhost:${port}/secretsmanager/get?${query}`, {
    headers: { 'X-Aws-Parameters-Secrets-Token': process.env.AWS_SESSION_TOKEN ?? '' },
    signal: AbortSignal.timeout(2000),
  });
  // A stage no version holds (AWSPREVIOUS before the first rotation, AWSPENDING outside one) answers 400 or 404.
  if (res.status === 400 || res.status === 404) return undefined;
  if (!res.ok) throw new Error(`Secrets extension answered ${res.status}`);
  const body = (await res.json()) as { SecretString?: string };
  return body.SecretString;
}
