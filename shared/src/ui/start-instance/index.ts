export * from './api';
export * from './start-instance-dialog';
export * from './start-instance-button';
