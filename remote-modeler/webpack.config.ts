import { createWebpackConfig, withMonaco } from '@console/shared/build';
import { federation } from './module-federation.config';

// The XML view needs only XML's highlighting (a basic language, with no worker of its own). Our
// lint worker is not under monaco-editor, so webpack still bundles it.
export default (_env: unknown, argv: { mode?: string }) =>
  withMonaco(createWebpackConfig({ dir: __dirname, federation, role: 'remote' }, argv), __dirname, {
    languages: ['xml'],
    features: ['find', 'folding', 'bracketMatching', 'hover', 'gotoLine', 'comment'],
  });
