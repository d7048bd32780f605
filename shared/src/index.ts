export * from './contract';
export * from './storage';
export * from './session';
export * from './settings';
export * from './time';
export * from './i18n';
export * from './http';
export * from './format';
export * from './validation';
export * from './json-editor';
export * from './hooks';
// The antd theme is plain data (antd only as a type): the host's app takes it from here.
export * from './ui/theme';
