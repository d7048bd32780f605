import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { areaProblems, type BuiltArea, type HostContract } from '../src/contract/area';

const NAME = 'AreaDeclarationPlugin';

/** What a build records about itself (issue 26): its version and its contract. */
export interface BuildStamp {
  version: string;
  /** A remote: the @console/shared range it needs. The host: the @console/shared version it has. */
  contract: string;
}

/** Adds a JSON file to the build, beside mf-manifest.json. */
const emitJson = (compilation: webpack.Compilation, file: string, value: object) =>
  compilation.emitAsset(file, new webpack.sources.RawSource(JSON.stringify(value)));

/**
 * Copies a remote's `area.json` (its area, declared once) into its build beside
 * mf-manifest.json, where the server reads it for /remotes.json (issue 9 §4), with the version
 * built and the contract range it needs, which the server and the host check before serving or
 * loading it (issue 26). A declaration that is not one, or names another remote, fails the build.
 */
export class AreaDeclarationPlugin {
  constructor(
    private readonly dir: string,
    private readonly remote: string,
    private readonly stamp: BuildStamp,
  ) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const file = path.join(this.dir, 'area.json');
          let area: unknown;
          try {
            area = JSON.parse(readFileSync(file, 'utf8'));
          } catch (error) {
            compilation.errors.push(new webpack.WebpackError(`${file}: ${String(error)}`));
            return;
          }
          const problems = areaProblems(area);
          if ((area as { remote?: unknown }).remote !== this.remote)
            problems.push(`remote must be "${this.remote}", the federation name`);
          if (problems.length) {
            compilation.errors.push(new webpack.WebpackError(`${file}: ${problems.join('; ')}`));
            return;
          }
          const built: BuiltArea = { ...(area as BuiltArea), ...this.stamp };
          emitJson(compilation, 'area.json', built);
        },
      );
    });
  }
}

/**
 * Writes the host's `contract.json`: its version and the @console/shared version it was built
 * with, which the server reads to refuse a remote version the host cannot run (issue 26).
 */
export class HostContractPlugin {
  constructor(private readonly stamp: BuildStamp) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('HostContractPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'HostContractPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const contract: HostContract = { ...this.stamp };
          emitJson(compilation, 'contract.json', contract);
        },
      );
    });
  }
}
