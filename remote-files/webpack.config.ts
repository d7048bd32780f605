import { createWebpackConfig } from '@console/shared/build';
import { federation } from './module-federation.config';

export default (_env: unknown, argv: { mode?: string }) =>
  createWebpackConfig({ dir: __dirname, federation, role: 'remote' }, argv);
