import type { Page } from '@playwright/test';

interface Manifest {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

export const SINGLETONS_CHECKED = ['react', 'react-dom', 'antd', '@console/shared'] as const;

/**
 * How many builds' copies of each package the page fetched: every app ships its own copy of a
 * shared package as a fallback, and the federation manifests say which chunk files hold it. A
 * singleton that works is fetched from one build only.
 */
export async function copiesFetched(baseUrl: string, page: Page, jsUrls: string[]) {
  const apps: Record<string, string> = { host: '/' };
  const catalog = (await (await page.request.get(`${baseUrl}/remotes.json`)).json()) as {
    name: string;
    entry: string;
  }[];
  for (const { name, entry } of catalog) apps[name] = entry.replace(/mf-manifest\.json$/, '');
  const fetchedPaths = new Set(jsUrls.map((url) => new URL(url).pathname));
  const result: Record<string, string[]> = {};
  for (const pkg of SINGLETONS_CHECKED) result[pkg] = [];
  for (const [app, base] of Object.entries(apps)) {
    const manifest = (await (
      await page.request.get(`${baseUrl}${base}mf-manifest.json`)
    ).json()) as Manifest;
    for (const pkg of SINGLETONS_CHECKED) {
      const assets = manifest.shared.find((entry) => entry.name === pkg)?.assets.js;
      const files = [...(assets?.sync ?? []), ...(assets?.async ?? [])];
      if (files.some((file) => fetchedPaths.has(`${base}${file}`))) result[pkg].push(app);
    }
  }
  return result;
}

/** What the federation runtime itself reports as loaded, per package and providing build. */
export async function copiesInRuntime(page: Page) {
  return page.evaluate(
    (packages) => {
      type Share = Record<
        string,
        Record<string, Record<string, { from: string; loaded?: boolean; lib?: unknown }>>
      >;
      const federation = (
        globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Share> } }
      ).__FEDERATION__;
      const loaded: Record<string, string[]> = {};
      for (const pkg of packages) loaded[pkg] = [];
      for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
        for (const scope of Object.values(scopes)) {
          for (const pkg of packages) {
            for (const info of Object.values(scope[pkg] ?? {})) {
              if ((info.loaded || info.lib) && !loaded[pkg].includes(info.from))
                loaded[pkg].push(info.from);
            }
          }
        }
      }
      return loaded;
    },
    [...SINGLETONS_CHECKED],
  );
}
