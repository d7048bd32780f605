import type { BrowserContext, Page, Response } from '@playwright/test';

export interface Fetched {
  url: string;
  kind: 'html' | 'js' | 'css' | 'json' | 'other';
  /** Bytes of the body as sent (gzip where the server compressed it). */
  bytes: number;
  encoding: string;
}

const kindOf = (response: Response): Fetched['kind'] => {
  const type = response.headers()['content-type'] ?? '';
  if (type.includes('html')) return 'html';
  if (type.includes('javascript')) return 'js';
  if (type.includes('css')) return 'css';
  if (type.includes('json')) return 'json';
  return 'other';
};

/** Records every response the page receives, with its encoded body size. */
export function recordFetches(context: BrowserContext) {
  const fetched: Promise<Fetched>[] = [];
  context.on('response', (response) => {
    fetched.push(
      response
        .request()
        .sizes()
        .then((sizes) => ({
          url: response.url(),
          kind: kindOf(response),
          bytes: sizes.responseBodySize,
          encoding: response.headers()['content-encoding'] ?? 'identity',
        })),
    );
  });
  return {
    /** Everything fetched so far, then forgets it. */
    take: async () => {
      const all = await Promise.all(fetched.splice(0));
      return all;
    },
  };
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export function summarise(label: string, fetched: Fetched[]) {
  const total = fetched.reduce((sum, f) => sum + f.bytes, 0);
  const byKind = (kind: Fetched['kind']) =>
    fetched.filter((f) => f.kind === kind).reduce((sum, f) => sum + f.bytes, 0);
  if (process.env.BENCH_FILES) {
    console.log(`\n${label}:`);
    for (const f of [...fetched].sort((a, b) => b.bytes - a.bytes))
      console.log(`  ${kib(f.bytes).padStart(10)}  ${new URL(f.url).pathname}`);
  }
  const uncompressed = fetched.filter((f) => f.encoding === 'identity' && f.bytes > 1024);
  return {
    label,
    requests: fetched.length,
    total,
    js: byKind('js'),
    css: byKind('css'),
    html: byKind('html'),
    json: byKind('json'),
    other: byKind('other'),
    uncompressed: uncompressed.map((f) => `${new URL(f.url).pathname} (${kib(f.bytes)})`),
  };
}

/** Waits until the page has settled: network idle and no spinner. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page
    .locator('.ant-spin-spinning')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
}

/** Markers of heavy libraries in fetched JavaScript. */
const MARKERS = {
  echarts: /echarts|zrender/i,
  'bpmn-js': /djs-container|bpmn-js/,
  'properties-panel': /bio-properties-panel-group/,
  monaco: /monaco/i,
};

/** Which heavy libraries the given scripts hold, by name, sorted. */
export async function librariesIn(page: Page, urls: string[]) {
  const found = new Set<string>();
  for (const url of urls) {
    const text = await page.request.get(url).then((response) => response.text());
    for (const [name, marker] of Object.entries(MARKERS)) if (marker.test(text)) found.add(name);
  }
  return [...found].sort();
}
