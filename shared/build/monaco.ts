import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Configuration, WebpackPluginInstance } from 'webpack';

/**
 * Monaco in an app that keeps it private (the host's JSON editor, the modeler's XML view):
 * monaco-editor-webpack-plugin trims it to the given languages and features and serves its
 * workers through MonacoEnvironment, so that they load across origins in dev (TOOLCHAIN.md).
 * The plugin and monaco are the app's own dependencies, resolved from its folder.
 */
export function withMonaco(
  config: Configuration,
  appDir: string,
  options: { languages: string[]; features?: string[] },
) {
  const requireFromApp = createRequire(path.join(appDir, 'package.json'));
  const MonacoWebpackPlugin = requireFromApp('monaco-editor-webpack-plugin') as new (
    options: object,
  ) => WebpackPluginInstance;
  config.plugins?.push(
    new MonacoWebpackPlugin({
      ...options,
      monacoEditorPath: realpathSync(path.join(appDir, 'node_modules/monaco-editor')),
    }),
  );
  // Monaco 0.57 also points at its workers with `new URL(..., import.meta.url)`; webpack would
  // copy those ES modules raw (and the minifier rejects them). The plugin above supplies the
  // workers instead, so leave those expressions alone — in Monaco's own .js files only. The
  // modules css-loader makes of Monaco's .css files carry the .css path and write their url()s
  // the same way (`new URL("./codicon.ttf", import.meta.url)`): left alone, import.meta.url
  // became the build machine's file:// path and the icon font never loaded (issue 24). Parsed,
  // the font is an asset/resource (webpack-common.ts), emitted with a hashed name and fetched
  // from the app's own publicPath (a remote's, not the host's).
  config.module?.rules?.push({
    test: /[\\/]monaco-editor[\\/]esm[\\/].*\.js$/,
    parser: { url: false, worker: false },
  });
  return config;
}
