export * from './use-resource';
export * from './use-loaded-module';
