import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { areaProblems } from '../src/contract/area';

const NAME = 'AreaDeclarationPlugin';

/**
 * Copies a remote's `area.json` (its area, declared once) into its build beside
 * mf-manifest.json, where the server reads it for /remotes.json (issue 9 §4). A declaration
 * that is not one, or names another remote, fails the build.
 */
export class AreaDeclarationPlugin {
  constructor(
    private readonly dir: string,
    private readonly remote: string,
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
          compilation.emitAsset('area.json', new webpack.sources.RawSource(JSON.stringify(area)));
        },
      );
    });
  }
}
