export * from './errors';
export * from './form-modal';
export * from './list-actions';
export * from './load-error';
export * from './row-actions';
export * from './use-confirm-delete';
