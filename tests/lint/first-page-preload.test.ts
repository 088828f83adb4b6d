import { describe, expect, it } from 'vitest';
import { FIRST_PAGES, firstPageFiles, firstPageScript, type BuiltChunk } from '../../web/build/first-page-preload';

const root = '/app/web';
const chunk = (fileName: string, extra: Partial<BuiltChunk> = {}): BuiltChunk => ({
  type: 'chunk',
  fileName,
  imports: [],
  ...extra,
});

// A build shaped like the SPA's: the entry and React, a group chunk holding query-root, each page's chunks.
const bundle: BuiltChunk[] = [
  chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js'] }),
  chunk('assets/react.js'),
  chunk('assets/signed-in.js', {
    moduleIds: [`${root}/src/app/query-root.tsx`, `${root}/src/lib/format.ts`],
    imports: ['assets/react.js', 'assets/query.js'],
  }),
  chunk('assets/query.js'),
  chunk('assets/client-layout.js', {
    facadeModuleId: `${root}/src/app/layouts/client-layout.tsx`,
    imports: ['assets/signed-in.js'],
  }),
  chunk('assets/client-home.js', {
    facadeModuleId: `${root}/src/app/routes/client-home-route.tsx`,
    imports: ['assets/signed-in.js', 'assets/order-list.js'],
  }),
  chunk('assets/order-list.js'),
  chunk('assets/admin-layout.js', {
    facadeModuleId: `${root}/src/app/layouts/admin-layout.tsx`,
    imports: ['assets/signed-in.js'],
  }),
  chunk('assets/admin-dashboard.js', { facadeModuleId: `${root}/src/app/routes/admin-dashboard-route.tsx` }),
  { type: 'asset', fileName: 'assets/index.css' },
];

describe('the first signed-in page preloaded from the HTML (issue 20)', () => {
  it("lists each first page's chunks and their static imports, without the entry's", () => {
    expect(firstPageFiles(bundle, root)).toEqual({
      '/': {
        role: 'client',
        files: [
          'assets/client-home.js',
          'assets/client-layout.js',
          'assets/order-list.js',
          'assets/query.js',
          'assets/signed-in.js',
        ],
        calls: FIRST_PAGES['/'].calls,
      },
      '/admin': {
        role: 'admin',
        files: ['assets/admin-dashboard.js', 'assets/admin-layout.js', 'assets/query.js', 'assets/signed-in.js'],
        calls: FIRST_PAGES['/admin'].calls,
      },
    });
  });

  it('fails the build when a first page has no chunk (a renamed page)', () => {
    expect(() =>
      firstPageFiles(
        bundle.filter((c) => !c.fileName.includes('admin-dashboard')),
        root,
      ),
    ).toThrow(/admin-dashboard-route/);
  });

  const pages = firstPageFiles(bundle, root);
  const token = (role: string) => `h.${Buffer.from(JSON.stringify({ sub: 'u', role })).toString('base64url')}.s`;
  /** Runs the script as the browser would, and answers the links it added and the calls it sent. */
  function run(path: string, accessToken: string | null) {
    const links: { rel: string; href: string }[] = [];
    const fetched: { url: string; headers: Record<string, string> }[] = [];
    const window: { __firstCalls?: { token: string; answers: Record<string, unknown> } } = {};
    const browser = {
      window,
      fetch: (url: string, init: { headers: Record<string, string> }) => {
        fetched.push({ url, headers: init.headers });
        return `answer of ${url}`;
      },
      localStorage: { getItem: (key: string) => (key === 'access_token' ? accessToken : null) },
      location: { pathname: path },
      document: {
        createElement: () => ({ rel: '', href: '' }),
        head: { appendChild: (link: { rel: string; href: string }) => links.push(link) },
      },
      atob: (text: string) => Buffer.from(text, 'base64').toString('binary'),
    };
    new Function(...Object.keys(browser), firstPageScript(pages, 'access_token', 'https://api.example'))(
      ...Object.values(browser),
    );
    expect(links.every((link) => link.rel === 'modulepreload')).toBe(true);
    for (const { headers } of fetched) expect(headers).toEqual({ Accept: 'application/json', Authorization: `Bearer ${accessToken}` });
    return { links: links.map((link) => link.href), sent: fetched.map((f) => f.url), firstCalls: window.__firstCalls };
  }
  const preloaded = (path: string, accessToken: string | null) => run(path, accessToken).links;
  const me = 'https://api.example/api/auth/me';

  it('sends the account call with the token on any page with a session, and leaves its answer for the SPA', () => {
    for (const path of ['/orders', '/admin', '/login']) {
      const { sent, firstCalls } = run(path, token('client'));
      expect(sent).toEqual([me]);
      expect(firstCalls).toEqual({ token: token('client'), answers: { [me]: `answer of ${me}` } });
    }
    expect(run('/', null)).toEqual({ links: [], sent: [], firstCalls: undefined });
  });

  it("sends its first page's calls for the role whose page it is, and only then", () => {
    const home = FIRST_PAGES['/'].calls.map((call) => `https://api.example${call}`);
    const { sent, firstCalls } = run('/', token('client'));
    expect(sent).toEqual([me, ...home]);
    expect(Object.keys(firstCalls!.answers)).toEqual([me, ...home]);
    expect(run('/admin/', token('admin')).sent).toEqual([me, ...FIRST_PAGES['/admin'].calls.map((c) => `https://api.example${c}`)]);
    expect(run('/admin', token('client')).sent).toEqual([me]);
    expect(run('/', token('admin')).sent).toEqual([me]);
  });

  it("starts the client home's chunks for a client on /", () => {
    expect(preloaded('/', token('client'))).toEqual(pages['/']!.files.map((f) => `/${f}`));
  });

  it("starts the dashboard's for an administrator on /admin/ and nothing of a client's page", () => {
    expect(preloaded('/admin/', token('admin'))).toEqual(pages['/admin']!.files.map((f) => `/${f}`));
    expect(preloaded('/', token('admin'))).toEqual([]);
  });

  it('starts nothing signed out, on another page, for a client on /admin, or with a broken token', () => {
    expect(preloaded('/', null)).toEqual([]);
    expect(preloaded('/orders', token('client'))).toEqual([]);
    expect(preloaded('/admin', token('client'))).toEqual([]);
    expect(preloaded('/', 'not-a-token')).toEqual([]);
  });
});
