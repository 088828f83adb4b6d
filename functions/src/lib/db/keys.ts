/** Typed key builders of the single table (see docs/data-model.md). */
export const keys = {
  user: (id: string) => ({ pk: `USER#${id}`, sk: 'USER' }),
  email: (email: string) => ({ pk: `EMAIL#${email}`, sk: 'EMAIL' }),
  refreshToken: (jti: string) => ({ pk: `REFRESH#${jti}`, sk: 'REFRESH' }),
  securityLog: (timestamp: string, id: string) => ({ pk: 'SECLOG', sk: `${timestamp}#${id}` }),
} as const;

/** Index keys: gsi1 = collection by creation date, gsi2 = by status, gsi3 = sparse flags. */
export const indexKeys = {
  usersByRole: (role: string, createdAt: string, id: string) => ({
    gsi1pk: `USERS#${role}`,
    gsi1sk: `${createdAt}#${id}`,
  }),
  usersByStatus: (role: string, status: string, createdAt: string, id: string) => ({
    gsi2pk: `USERSTATUS#${role}#${status}`,
    gsi2sk: `${createdAt}#${id}`,
  }),
  lockedUser: (lockedAt: string, id: string) => ({ gsi3pk: 'LOCKED', gsi3sk: `${lockedAt}#${id}` }),
} as const;

export const nowIso = (): string => new Date().toISOString();
export const epochSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);
