/**
 * A remote's build on disk, as small as the server and `pnpm release` accept, for the tests of
 * the catalog, the release API and CLI and the static files: one writer, so they agree on
 * what a build is.
 */
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The partners area's declaration (its area.json without version and contract). */
export const PARTNERS_AREA = {
  remote: 'partners',
  group: 'bpg',
  prefixes: ['/bpg'],
  home: '/bpg/index',
  roles: ['sys'],
  menu: {
    titles: { 'en-US': 'BPG', 'zh-CN': '业务伙伴组', 'fr-CA': 'Groupes' },
    icon: 'partners',
    order: 10,
  },
};

export interface Build {
  remote: string;
  /** area.json's version and contract; left out when not given, as a build from before them. */
  version?: string;
  contract?: string;
  /** The rest of area.json (its remote is `remote`); null writes none, as a build before areas. */
  area?: object | null;
  /** remoteEntry.js; a test that must tell which folder answered gives its own. */
  entry?: string;
  /** A hashed chunk (served immutable), and where it is in the build. */
  chunk?: string;
  chunkFile?: string;
  /** Deployed this long ago: the mtime of mf-manifest.json, which orders versions of a tie. */
  minutesAgo?: number;
}

/** Writes `build` into `folder` (created as needed); returns `folder`. */
export function writeBuild(folder: string, build: Build) {
  const { remote, version, contract, area = {}, minutesAgo } = build;
  const write = (file: string, content: string) => {
    const full = path.join(folder, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, content);
  };
  const manifest = path.join(folder, 'mf-manifest.json');
  write(
    'mf-manifest.json',
    JSON.stringify({
      id: remote,
      name: remote,
      metaData: { remoteEntry: { name: 'remoteEntry.js' } },
    }),
  );
  write('remoteEntry.js', build.entry ?? `var ${remote} = {};\n`);
  write(build.chunkFile ?? '456.0123abcd.js', build.chunk ?? 'export const chunk = 1;\n');
  // Undefined version and contract drop out of the JSON.
  if (area) write('area.json', JSON.stringify({ ...area, remote, version, contract }));
  if (minutesAgo !== undefined) {
    const at = new Date(Date.now() - minutesAgo * 60_000);
    utimesSync(manifest, at, at);
  }
  return folder;
}
