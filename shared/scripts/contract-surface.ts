/**
 * The exported surface of @console/shared, the contract between the host and the remotes
 * (issue 26): every name its runtime entries export, with its kind and its type as the
 * TypeScript checker prints it. A committed snapshot of it (contract-surface.json) and a test
 * (contract-surface.test.ts) make a change of the surface without the right version change
 * fail CI. `pnpm --filter @console/shared contract:update` refreshes the snapshot.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { ContractSnapshot, Surface } from './contract-diff';
import { SurfacePrinter } from './contract-printer';

const SHARED_DIR = path.join(__dirname, '..');
export const SNAPSHOT_FILE = path.join(SHARED_DIR, 'contract-surface.json');
export const UPDATE_COMMAND = 'pnpm --filter @console/shared contract:update';

/** The entries of package.json's `exports` that host and remotes import at run time. */
const RUNTIME_ENTRIES = ['.', './core', './ui', './contract'];

type ExportTarget = string | { types?: string; default?: string };

interface SharedManifest {
  version: string;
  exports: Record<string, ExportTarget>;
}

export const readManifest = () =>
  JSON.parse(readFileSync(path.join(SHARED_DIR, 'package.json'), 'utf8')) as SharedManifest;

const entryFile = (target: ExportTarget) =>
  path.join(SHARED_DIR, typeof target === 'string' ? target : (target.types ?? target.default)!);

/** Computes the surface with the TypeScript checker, under shared/tsconfig.json's options. */
export function computeSurface(): Surface {
  const manifest = readManifest();
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(SHARED_DIR, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  if (!config) throw new Error('shared/tsconfig.json cannot be read');
  const files = Object.fromEntries(
    RUNTIME_ENTRIES.map((entry) => [entry, entryFile(manifest.exports[entry])]),
  );
  const program = ts.createProgram(Object.values(files), { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const printer = new SurfacePrinter(checker);
  const surface: Surface = {};
  for (const [entry, file] of Object.entries(files)) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`${file}: not a module`);
    const names: Surface[string] = {};
    const exported = checker
      .getExportsOfModule(moduleSymbol)
      // Code-point order: the same on every machine, whatever its locale.
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const symbol of exported) {
      const target =
        symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      names[symbol.name] = printer.describe(target);
    }
    surface[entry] = names;
  }
  return surface;
}

export const readSnapshot = () =>
  JSON.parse(readFileSync(SNAPSHOT_FILE, 'utf8')) as ContractSnapshot;

/** Writes the snapshot: the surface as it is now, for the version package.json names. */
export function updateSnapshot() {
  const snapshot: ContractSnapshot = { version: readManifest().version, surface: computeSurface() };
  writeFileSync(SNAPSHOT_FILE, `${JSON.stringify(snapshot, null, 2)}\n`);
  return snapshot;
}

if (require.main === module) {
  const { version, surface } = updateSnapshot();
  const count = Object.values(surface).reduce((sum, names) => sum + Object.keys(names).length, 0);
  console.log(`Wrote ${path.relative(process.cwd(), SNAPSHOT_FILE)}: ${count} names, ${version}`);
}
