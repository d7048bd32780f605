export * from './fixtures';
export * from './render';
export * from './screen';
export * from './user';
export * from './area-check';
export * from './chart-as-list';
