import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The signed-in first pages whose chunks and data the HTML itself starts (issue 20, decision 018):
 * by path, the role whose first page it is, the page's sources (tests/bench/bundle-sizes.ts counts
 * their initial JS from this list too) and the GETs the page sends on arrival, as their URLs
 * (path and query) under the API's base. Without it those chunks were requested only once the
 * entry (React, 92 kB gzip) had arrived and run, and the page's data once it had rendered: two
 * round trips more before the page could paint. A call the page no longer sends is one call
 * wasted, nothing else: the e2e journeys check that each of these is sent once (layout.spec.ts).
 */
export const FIRST_PAGES: Record<'/' | '/admin', { role: 'client' | 'admin'; sources: string[]; calls: string[] }> = {
  '/': {
    role: 'client',
    sources: ['src/app/query-root.tsx', 'src/app/layouts/client-layout.tsx', 'src/app/routes/client-home-route.tsx'],
    calls: ['/api/client/balance', '/api/orders?limit=5', '/api/settings', '/api/credits', '/api/workshop'],
  },
  '/admin': {
    role: 'admin',
    sources: ['src/app/query-root.tsx', 'src/app/layouts/admin-layout.tsx', 'src/app/routes/admin-dashboard-route.tsx'],
    calls: ['/api/admin/stats', '/api/orders?limit=5'],
  },
};

/** Where the build writes each first page's files and calls (FirstPage), under its output folder. */
export const FIRST_PAGES_FILE = '.vite/first-pages.json';

/** The account call every signed-in start waits for, sent by the HTML on any page with a session. */
export const ACCOUNT_CALL = '/api/auth/me';

/** What the plugin reads of Rollup's output chunks. */
export interface BuiltChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: string[];
  moduleIds?: string[];
}

/** The files of `starts` and of everything they import statically. */
function staticClosure(chunks: BuiltChunk[], starts: BuiltChunk[]): Set<string> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const next = starts.map((chunk) => chunk.fileName);
  for (let file = next.pop(); file !== undefined; file = next.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    next.push(...(byName.get(file)?.imports ?? []));
  }
  return seen;
}

/** What the HTML starts for one first page: its role, its chunk files and its calls. */
export interface FirstPage {
  role: string;
  files: string[];
  calls: string[];
}

/** Per path, the role, the chunk files its first page needs beyond the entry's (which the HTML preloads already) and its calls. */
export function firstPageFiles(chunks: BuiltChunk[], root: string): Record<string, FirstPage> {
  const code = chunks.filter((chunk) => chunk.type === 'chunk');
  const entry = staticClosure(
    code,
    code.filter((chunk) => chunk.isEntry),
  );
  const pages: Record<string, FirstPage> = {};
  for (const [path, { role, sources, calls }] of Object.entries(FIRST_PAGES)) {
    const starts = sources.map((source) => {
      const id = `${root}/${source}`;
      // A page's module is a chunk's facade, or sits in a group chunk (vite.config.ts 'signed-in').
      const chunk = code.find((c) => c.facadeModuleId === id || c.moduleIds?.includes(id));
      if (!chunk) throw new Error(`first-page preload: no chunk for ${source}`);
      return chunk;
    });
    pages[path] = { role, files: [...staticClosure(code, starts)].filter((file) => !entry.has(file)).sort(), calls };
  }
  return pages;
}

/**
 * The script the HTML loads (async, from 'self': the CSP's script-src allows it). With a session:
 * - it sends the account call every signed-in start waits for (ACCOUNT_CALL) with the access
 *   token, and on its role's first page that page's calls too. Their pending answers wait in
 *   `window.__firstCalls` for the SPA's client, which takes each once, for the same token, and
 *   drops those left 5 s after it started (web/src/lib/api/html-calls.ts): they travel while the
 *   JS downloads, not after the entry ran;
 * - on its role's first page, it adds a modulepreload link for each of that page's chunks.
 * The role is read from the access token without checking it, only to choose what to start: a
 * client never fetches an administrator's chunk or calls an administrator's route.
 */
export function firstPageScript(pages: Record<string, FirstPage>, tokenKey: string, apiBase: string): string {
  return `(()=>{try{var t=localStorage.getItem(${JSON.stringify(tokenKey)});if(!t)return;var a={},g=function(u){u=${JSON.stringify(apiBase)}+u;a[u]=fetch(u,{headers:{Accept:"application/json",Authorization:"Bearer "+t}})};window.__firstCalls={token:t,answers:a};g(${JSON.stringify(ACCOUNT_CALL)});var p=${JSON.stringify(pages)}[location.pathname.replace(/\\/+$/,"")||"/"];if(!p)return;var c=JSON.parse(atob(t.split(".")[1].replace(/-/g,"+").replace(/_/g,"/")));if(c.role!==p.role)return;p.calls.forEach(g);p.files.forEach(function(f){var l=document.createElement("link");l.rel="modulepreload";l.href="/"+f;document.head.appendChild(l)})}catch(e){}})();\n`;
}

/** Vite plugin: writes the first-page script as a hashed asset and loads it from the HTML's head. */
export function firstPagePreload(tokenKey: string, apiBase: string): Plugin {
  let root = '';
  let asset: { fileName: string; script: string; pages: Record<string, FirstPage> } | undefined;
  return {
    name: 'first-page-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return [];
        const pages = firstPageFiles(Object.values(ctx.bundle) as BuiltChunk[], root);
        const script = firstPageScript(pages, tokenKey, apiBase);
        asset = {
          script,
          pages,
          fileName: `assets/first-page-${createHash('sha256').update(script).digest('hex').slice(0, 8)}.js`,
        };
        return [{ tag: 'script', attrs: { async: true, src: `/${asset.fileName}` }, injectTo: 'head-prepend' }];
      },
    },
    async writeBundle(options) {
      if (!asset || !options.dir) return;
      await writeFile(join(options.dir, asset.fileName), asset.script);
      // Beside Vite's manifest: the bench counts each first page's initial JS from it (tests/bench/bundle-sizes.ts).
      await mkdir(join(options.dir, '.vite'), { recursive: true });
      await writeFile(join(options.dir, FIRST_PAGES_FILE), JSON.stringify(asset.pages, null, 2));
    },
  };
}
