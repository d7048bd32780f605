export * from './bindings';
export * from './envelope';
export * from './headers';
export * from './handle-response';
export * from './handle-error';
export * from './client';
