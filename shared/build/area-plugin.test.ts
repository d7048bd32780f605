/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { AreaDeclarationPlugin, HostContractPlugin } from './area-plugin';
import { contractRange, contractVersion, sharedSingletons } from './shared-deps';

const AREA = {
  remote: 'partners',
  group: 'bpg',
  prefixes: ['/bpg'],
  home: '/bpg/index',
  roles: ['sys'],
  menu: { titles: { 'en-US': 'BPG', 'zh-CN': 'BPG', 'fr-CA': 'BPG' }, icon: 'partners', order: 10 },
};

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'area-plugin-'));
  writeFileSync(path.join(dir, 'index.js'), 'export default 1;\n');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Builds a one-line app with the given plugins; answers the errors and a reader of dist/. */
const build = (plugins: webpack.WebpackPluginInstance[]) =>
  new Promise<{ errors: string[]; read: (file: string) => unknown }>((resolve, reject) => {
    const output = path.join(dir, 'dist');
    webpack(
      { mode: 'none', context: dir, entry: './index.js', output: { path: output }, plugins },
      (error, stats) => {
        if (error || !stats) return reject(error ?? new Error('no stats'));
        const read = (file: string) =>
          JSON.parse(readFileSync(path.join(output, file), 'utf8')) as unknown;
        resolve({
          errors: stats.toJson({ all: false, errors: true }).errors!.map((e) => e.message),
          read,
        });
      },
    );
  });

test("a remote's area.json carries the version built and the contract range it needs", async () => {
  writeFileSync(path.join(dir, 'area.json'), JSON.stringify(AREA));
  const stamp = { version: '0.1.0+v2', contract: '^1.0.0' };
  const { errors, read } = await build([new AreaDeclarationPlugin(dir, 'partners', stamp)]);
  expect(errors).toEqual([]);
  expect(read('area.json')).toEqual({ ...AREA, ...stamp });
});

test('a declaration for another remote still fails the build', async () => {
  writeFileSync(path.join(dir, 'area.json'), JSON.stringify(AREA));
  const stamp = { version: '0.1.0', contract: '^1.0.0' };
  const { errors } = await build([new AreaDeclarationPlugin(dir, 'as2', stamp)]);
  expect(errors.join('\n')).toContain('remote must be "as2", the federation name');
});

test("the host's contract.json carries its version and its @console/shared version", async () => {
  const { errors, read } = await build([
    new HostContractPlugin({ version: '0.1.0', contract: '1.0.0' }),
  ]);
  expect(errors).toEqual([]);
  expect(read('contract.json')).toEqual({ version: '0.1.0', contract: '1.0.0' });
});

test("a remote's contract range is its federation requiredVersion of @console/shared", () => {
  const sharedDir = path.join(__dirname, '..');
  const { version } = JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const hostDir = path.join(sharedDir, '../host');
  expect(contractVersion(hostDir)).toBe(version);
  expect(contractRange(hostDir)).toBe(`^${version}`);
  expect(sharedSingletons(hostDir)['@console/shared'].requiredVersion).toBe(contractRange(hostDir));
});
