export * from './shared-deps';
export * from './webpack-common';
