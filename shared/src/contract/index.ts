export * from './roles';
export * from './languages';
export * from './remote-module';
export * from './layout';
export * from './wire';
