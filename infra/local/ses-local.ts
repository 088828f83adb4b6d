import type { Server } from 'node:http';
import sesModule from 'aws-ses-v2-local';
import { freePort } from './free-port';

export interface RunningSes {
  /** The SES v2 endpoint the functions send to (SES_ENDPOINT). */
  endpoint: string;
  /** The emulator's web mailbox; `${mailbox}/store` lists the sent mails as JSON. */
  mailbox: string;
  stop: () => Promise<void>;
}

type StartSes = (config: { host: string; port: number }) => Promise<Server>;
// A CommonJS module: its default export arrives as `default` or as the module itself.
const startSes = ((sesModule as unknown as { default?: StartSes }).default ?? sesModule) as unknown as StartSes;

/** The aws-ses-v2-local emulator: SES v2 SendEmail answered locally, mails kept in memory. */
export async function startSesLocal(port?: number): Promise<RunningSes> {
  const chosen = port || (await freePort());
  const server = await startSes({ host: '127.0.0.1', port: chosen });
  const url = `http://127.0.0.1:${chosen}`;
  return {
    endpoint: url,
    mailbox: url,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
