import { sharedSingletons } from '@console/shared/build';

/** The remote exposes one contract, `./routes` (a RemoteModule), and nothing else. */
export const federation = {
  name: 'files',
  filename: 'remoteEntry.js',
  exposes: { './routes': './src/routes.tsx' },
  shared: sharedSingletons(__dirname),
};
