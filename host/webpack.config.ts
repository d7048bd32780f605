import { createWebpackConfig } from '@console/shared/build';
import MonacoWebpackPlugin from 'monaco-editor-webpack-plugin';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { federation } from './module-federation.config';

export default (_env: unknown, argv: { mode?: string }) => {
  const config = createWebpackConfig(
    {
      dir: __dirname,
      federation,
      role: 'host',
      plugins: [
        // Only JSON is edited here; the other languages would only grow the build.
        new MonacoWebpackPlugin({
          languages: ['json'],
          monacoEditorPath: realpathSync(path.join(__dirname, 'node_modules/monaco-editor')),
        }),
      ],
    },
    argv,
  );
  // Monaco 0.57 also points at its workers with `new URL(..., import.meta.url)`; webpack would
  // copy those ES modules raw (and the minifier rejects them). The plugin above supplies the
  // workers through MonacoEnvironment instead, so leave those expressions alone.
  config.module?.rules?.push({
    test: /[\\/]monaco-editor[\\/]esm[\\/]/,
    parser: { url: false, worker: false },
  });
  return config;
};
