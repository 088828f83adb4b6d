import { Construct } from 'constructs';
import { GeneratedSecret } from './generated-secret';

/** The header CloudFront adds to every API request; the functions refuse requests without it. */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/**
 * A generated value only CloudFront and the API functions know, so the execute-api endpoint is
 * useless around CloudFront (and its WAF): in the distribution's origin headers and in the
 * functions' environment.
 */
export class OriginVerifySecret extends GeneratedSecret {
  constructor(scope: Construct, id: string) {
    super(scope, id, { description: `Value of the ${ORIGIN_VERIFY_HEADER} header CloudFront adds to API requests` });
  }
}
