import { sharedSingletons } from '@console/shared/build';

/** Like every remote: one exposed module, `./routes`. */
export const federation = {
  name: 'hello',
  filename: 'remoteEntry.js',
  exposes: { './routes': './src/routes.tsx' },
  shared: sharedSingletons(__dirname),
};
