export * from './token-info';
export * from './roles';
export * from './store';
