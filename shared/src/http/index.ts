export * from './bindings';
export * from './headers';
export * from './handle-response';
export * from './handle-error';
export * from './client';
