export * from './roles';
export * from './languages';
export * from './remote-module';
export * from './area';
export * from './layout';
export * from './wire';
