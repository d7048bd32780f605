export * from './variable-value';
export * from './variable-value-input';
export * from './variable-fields';
export * from './variable-rows';
