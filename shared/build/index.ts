export * from './shared-deps';
export * from './webpack-common';
export * from './monaco';
