export * from './rules';
export * from './form-rules';
