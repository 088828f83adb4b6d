/** The accounts of the browser benchmarks (idle-tab.ts, push-latency.ts): an administrator and an approved client. */
export const benchAdmin = { email: 'bench-admin@bench.local', password: 'Bench-Admin-Password-1' };

export interface BenchAccount {
  email: string;
  password: string;
}

export function benchApi(url: string) {
  const post = async (path: string, body: unknown, token?: string) =>
    fetch(url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const signIn = async (account: BenchAccount) => (await (await post('/api/auth/login', account)).json()).access_token as string;

  /** Registers a client (its e-mail from `name`), approves it, signs both in. */
  async function approvedClient(name: string) {
    const client = {
      first_name: 'Bench',
      last_name: name,
      company_name: `Garage ${name}`,
      address: '1 rue du Banc, 75001 Paris',
      phone: '+33 1 23 45 67 89',
      email: `${name.toLowerCase()}@bench.local`,
      password: 'Bench-Client-Password-1',
      acceptTerms: true,
    };
    const adminToken = await signIn(benchAdmin);
    const created = await (await post('/api/auth/register', client)).json();
    await fetch(`${url}/api/admin/users/${created.id}/status`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ status: 'approved' }),
    });
    return { client, adminToken, clientToken: await signIn(client) };
  }

  return { post, signIn, approvedClient };
}
