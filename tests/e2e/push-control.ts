/**
 * The push control of the e2e stack (issue 19): serve-e2e.ts listens on 127.0.0.1 at the e2e port
 * + 7, where POST /push/suspend stops the local WebSocket endpoint (every socket closed, new ones
 * refused) and POST /push/resume brings it back, so a spec can watch the SPA's fallback poll.
 */
export const e2ePushControlPort = (): number => Number(process.env.E2E_PORT ?? 4173) + 7;

async function control(action: 'suspend' | 'resume'): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${e2ePushControlPort()}/push/${action}`, { method: 'POST' });
  if (res.status !== 204) throw new Error(`push ${action}: ${res.status}`);
}

export const suspendPush = () => control('suspend');
export const resumePush = () => control('resume');
