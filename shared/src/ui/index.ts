// The remote kit, a separate entry (`@console/shared/ui`) because it needs antd at run time and
// the login page must not. Its files import the rest of shared by the package's own name, so
// that each remote's bundled copy of the kit uses the one shared singleton (one HandledError
// class, one i18next instance), never a second copy of those modules.
export * from './errors';
export * from './form-modal';
export * from './list-actions';
export * from './load-error';
export * from './row-actions';
export * from './use-confirm-delete';
export * from './use-chart';
export * from './form-fields';
export * from './save-blob';
export * from './use-url-list-query';
export * from './variables';
export * from './start-instance';
