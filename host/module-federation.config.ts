import { sharedSingletons } from '@console/shared/build';

/** The host consumes remotes found at run time in /remotes.json; it lists none here. */
export const federation = {
  name: 'host',
  remotes: {},
  shared: sharedSingletons(__dirname),
};
