import { HttpApi, HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { domains, routes, type Domain } from '@app/functions/routes';
import { AppFunction } from './app-function';
import type { Data } from './data';
import { applyGrants, domainGrants } from './domain-grants';
import { dataEnvironment } from './environment';
import { pascal } from './names';
import { domainEntry } from './paths';

export interface ApiProps {
  readonly data: Data;
}

/** The HTTP API: one Lambda per domain, one route per entry of the route table. */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly jwtSecret: Secret;
  readonly functions: Record<Domain, AppFunction>;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.jwtSecret = new Secret(this, 'JwtSecret', {
      description: 'HMAC key signing the API access and refresh tokens',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    this.functions = this.createFunctions(props);
    this.httpApi = new HttpApi(this, 'HttpApi', { apiName: 'tuning-file-manager' });
    this.addRoutes();
  }

  private createFunctions(props: ApiProps): Record<Domain, AppFunction> {
    const entries = domains.map((domain) => {
      const fn = new AppFunction(this, `${pascal(domain)}Function`, {
        entry: domainEntry(domain),
        description: `API domain: ${domain}`,
        environment: { ...dataEnvironment(props.data), JWT_SECRET_ARN: this.jwtSecret.secretArn },
      });
      this.jwtSecret.grantRead(fn);
      applyGrants(fn, domainGrants[domain], props.data);
      return [domain, fn] as const;
    });
    return Object.fromEntries(entries) as Record<Domain, AppFunction>;
  }

  private addRoutes(): void {
    const integrations = new Map<Domain, HttpLambdaIntegration>();
    for (const route of routes) {
      let integration = integrations.get(route.domain);
      if (!integration) {
        const id = `${pascal(route.domain)}Integration`;
        // One invoke permission per function (any route of this API), not one per route: the
        // Lambda resource policy is capped at 20 KB and domains keep gaining routes.
        integration = new HttpLambdaIntegration(id, this.functions[route.domain], {
          scopePermissionToRoute: false,
        });
        integrations.set(route.domain, integration);
      }
      this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration,
      });
    }
  }
}
