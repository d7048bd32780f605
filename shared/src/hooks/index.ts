export * from './use-resource';
export * from './use-loaded-module';
export * from './use-debounced-value';
