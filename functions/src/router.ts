import { authenticator } from './lib/auth/authenticate';
import { defineRouter } from './lib/http/route-handler';
import { getUser } from './users/user-repository';

/** The HTTP chain of every domain, authenticating against the users as stored. */
export const { createDomainHandler } = defineRouter(authenticator(getUser));
