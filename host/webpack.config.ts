import { createWebpackConfig, withMonaco } from '@console/shared/build';
import { federation } from './module-federation.config';

// Only JSON is edited here; the other languages would only grow the build.
export default (_env: unknown, argv: { mode?: string }) =>
  withMonaco(createWebpackConfig({ dir: __dirname, federation, role: 'host' }, argv), __dirname, {
    languages: ['json'],
  });
