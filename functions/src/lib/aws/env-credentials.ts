interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  expiration?: Date;
}

/**
 * Stands in for `@aws-sdk/credential-provider-node` in the Lambda bundles (an esbuild alias, see
 * infra/lib/app-function.ts). Lambda hands the function role's credentials over in the
 * environment, which is the default chain's first source; its other sources (profile files, SSO,
 * STS web identity, container and instance metadata) never answer there and weigh about 90 KB in
 * every bundle. Local runs import the sources, so they keep the SDK's full chain.
 */
export const defaultProvider = () => async (): Promise<Credentials> => {
  const { AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN, AWS_CREDENTIAL_EXPIRATION } = process.env;
  if (!AWS_ACCESS_KEY_ID || !AWS_SECRET_ACCESS_KEY) throw new Error('No AWS credentials in the environment.');
  return {
    accessKeyId: AWS_ACCESS_KEY_ID,
    secretAccessKey: AWS_SECRET_ACCESS_KEY,
    ...(AWS_SESSION_TOKEN ? { sessionToken: AWS_SESSION_TOKEN } : {}),
    ...(AWS_CREDENTIAL_EXPIRATION ? { expiration: new Date(AWS_CREDENTIAL_EXPIRATION) } : {}),
  };
};
