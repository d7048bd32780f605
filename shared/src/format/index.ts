export * from './bytes';
export * from './ids';
