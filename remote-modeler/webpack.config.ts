import { createWebpackConfig, withMonaco } from '@console/shared/build';
import { federation } from './module-federation.config';

// The XML view needs XML's highlighting (a basic language, with no worker of its own); the
// connectivity editors add JSON (sample inputs, paramsMeta) and completion for the script
// language, which registers itself (features/connectivity/script-editor). Our own workers (lint,
// script check) are not under monaco-editor, so webpack still bundles them.
export default (_env: unknown, argv: { mode?: string }) => {
  const config = createWebpackConfig({ dir: __dirname, federation, role: 'remote' }, argv);
  // The script grammar (@console/shared/script-grammar) is read as text: the script-check
  // worker generates its parser from it, as the server does.
  config.module?.rules?.push({ test: /\.peggy$/, type: 'asset/source' });
  return withMonaco(config, __dirname, {
    languages: ['xml', 'json'],
    features: [
      'find',
      'folding',
      'bracketMatching',
      'hover',
      'gotoLine',
      'comment',
      'suggest',
      'gotoError',
      'readOnlyMessage',
    ],
  });
};
