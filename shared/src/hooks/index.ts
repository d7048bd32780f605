export * from './use-resource';
