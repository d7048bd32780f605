import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Packages host and remotes must see once (ARCHITECTURE.md, STYLE.md §5). Heavy libraries
 * (bpmn-js, monaco-editor, echarts) are deliberately absent: they stay private to their remote.
 * So is @ant-design/icons: a shared module cannot be tree-shaken, and sharing it put all of its
 * icons (180 KiB gzip) on the login page; each app now bundles only the icons it uses.
 */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'antd',
  'dayjs',
  'zustand',
  'i18next',
  'react-i18next',
  '@console/shared',
] as const;

interface SharedConfig {
  singleton: true;
  requiredVersion: string;
  version?: string;
}

const readJson = (file: string) =>
  JSON.parse(readFileSync(file, 'utf8')) as {
    version: string;
    dependencies?: Record<string, string>;
    console?: { devPort?: number };
  };

/** An app's dev-server port: `console.devPort` in its package.json (scripts/dev.mjs reads it too). */
export function devPortOf(appDir: string): number {
  const port = readJson(path.join(appDir, 'package.json')).console?.devPort;
  if (typeof port !== 'number')
    throw new Error(`${appDir}/package.json: console.devPort is missing`);
  return port;
}

/** The package.json of a package as an app has it installed. */
const installedManifest = (appDir: string, name: string) =>
  createRequire(path.join(appDir, 'package.json')).resolve(`${name}/package.json`);

/** The federation `shared` block for an app, with versions from the installed packages. */
export function sharedSingletons(appDir: string): Record<string, SharedConfig> {
  const entries = SINGLETONS.map((name) => {
    const { version } = readJson(installedManifest(appDir, name));
    // Workspace packages are declared as `workspace:*`, so require what is installed.
    return [name, { singleton: true, requiredVersion: `^${version}`, version }];
  });
  return Object.fromEntries(entries) as Record<string, SharedConfig>;
}

/** The package.json of the @console/shared an app builds with (a build dependency: its version is the contract's). */
export const contractManifest = (appDir: string) => installedManifest(appDir, '@console/shared');

/** The contract version an app is built with: the version of its @console/shared (issue 26). */
export const contractVersion = (appDir: string) => readJson(contractManifest(appDir)).version;

/** The contract range a remote needs: the same string as its @console/shared `requiredVersion`. */
export const contractRange = (appDir: string) =>
  sharedSingletons(appDir)['@console/shared'].requiredVersion;

/** The version an app shows: its package version plus an optional build label. */
export function appVersion(appDir: string): string {
  const { version } = readJson(path.join(appDir, 'package.json'));
  const label = process.env.BUILD_LABEL?.trim();
  return label ? `${version}+${label}` : version;
}
