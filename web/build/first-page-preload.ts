import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The signed-in first pages whose chunks the HTML itself starts (issue 20, decision 018): by
 * path, the role whose first page it is and the page's sources (tests/bench/bundle-sizes.ts
 * counts their initial JS from this list too). Without it those chunks were requested only once
 * the entry (React, 92 kB gzip) had arrived and run: a second round trip before the page could
 * paint.
 */
export const FIRST_PAGES: Record<'/' | '/admin', { role: 'client' | 'admin'; sources: string[] }> = {
  '/': {
    role: 'client',
    sources: ['src/app/query-root.tsx', 'src/app/layouts/client-layout.tsx', 'src/app/routes/client-home-route.tsx'],
  },
  '/admin': {
    role: 'admin',
    sources: ['src/app/query-root.tsx', 'src/app/layouts/admin-layout.tsx', 'src/app/routes/admin-dashboard-route.tsx'],
  },
};

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

/** Per path, the role and the chunk files its first page needs beyond the entry's (which the HTML preloads already). */
export function firstPageFiles(chunks: BuiltChunk[], root: string): Record<string, { role: string; files: string[] }> {
  const code = chunks.filter((chunk) => chunk.type === 'chunk');
  const entry = staticClosure(
    code,
    code.filter((chunk) => chunk.isEntry),
  );
  const pages: Record<string, { role: string; files: string[] }> = {};
  for (const [path, { role, sources }] of Object.entries(FIRST_PAGES)) {
    const starts = sources.map((source) => {
      const id = `${root}/${source}`;
      // A page's module is a chunk's facade, or sits in a group chunk (vite.config.ts 'signed-in').
      const chunk = code.find((c) => c.facadeModuleId === id || c.moduleIds?.includes(id));
      if (!chunk) throw new Error(`first-page preload: no chunk for ${source}`);
      return chunk;
    });
    pages[path] = { role, files: [...staticClosure(code, starts)].filter((file) => !entry.has(file)).sort() };
  }
  return pages;
}

/**
 * The script the HTML loads (async, from 'self': the CSP's script-src allows it). With a session:
 * - it sends the account call every signed-in start waits for (`mePath`, GET /api/auth/me) with
 *   the access token, and leaves the pending answer in `window.__firstMe` for the entry
 *   (lib/api/early-call.ts), so it travels while the JS downloads, not after the entry ran;
 * - on its role's first page, it adds a modulepreload link for each of that page's chunks. The
 *   role is read from the access token without checking it, only to choose what to preload: a
 *   client never fetches an administrator's chunk.
 */
export function firstPageScript(
  pages: Record<string, { role: string; files: string[] }>,
  tokenKey: string,
  mePath: string,
): string {
  return `(()=>{try{var t=localStorage.getItem(${JSON.stringify(tokenKey)});if(!t)return;window.__firstMe={token:t,answer:fetch(${JSON.stringify(mePath)},{headers:{Accept:"application/json",Authorization:"Bearer "+t}})};var p=${JSON.stringify(pages)}[location.pathname.replace(/\\/+$/,"")||"/"];if(!p)return;var c=JSON.parse(atob(t.split(".")[1].replace(/-/g,"+").replace(/_/g,"/")));if(c.role!==p.role)return;p.files.forEach(function(f){var l=document.createElement("link");l.rel="modulepreload";l.href="/"+f;document.head.appendChild(l)})}catch(e){}})();\n`;
}

/** Vite plugin: writes the first-page script as a hashed asset and loads it from the HTML's head. */
export function firstPagePreload(tokenKey: string, mePath: string): Plugin {
  let root = '';
  let asset: { fileName: string; script: string } | undefined;
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
        const script = firstPageScript(
          firstPageFiles(Object.values(ctx.bundle) as BuiltChunk[], root),
          tokenKey,
          mePath,
        );
        asset = {
          script,
          fileName: `assets/first-page-${createHash('sha256').update(script).digest('hex').slice(0, 8)}.js`,
        };
        return [{ tag: 'script', attrs: { async: true, src: `/${asset.fileName}` }, injectTo: 'head-prepend' }];
      },
    },
    async writeBundle(options) {
      if (!asset || !options.dir) return;
      await writeFile(join(options.dir, asset.fileName), asset.script);
    },
  };
}
