/**
 * `@console/shared/core`: what the login page needs (session, settings, i18n without React's
 * bindings, the HTTP client), and nothing heavier (no dayjs, no antd, no react-i18next, no
 * wire rules). The full entry re-exports the same modules, so the objects are the same ones
 * (issue 9 §6).
 */
export * from './contract/languages';
export * from './contract/roles';
export type * from './contract/remote-module';
export * from './storage';
export * from './session';
export * from './settings';
export * from './i18n/instance';
export * from './http';
