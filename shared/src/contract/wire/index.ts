/**
 * The wire contract: what the server sends and receives, and the rules both sides run. The
 * server imports it as `@console/shared/contract`, so these files use no package and no API
 * of the browser or of Node beyond the language's own (`URL` included).
 */
export * from './envelope';
export * from './field-rules';
export * from './partners';
export * from './partner-users';
export * from './as2-ports';
export * from './as2-port-rules';
export * from './as2-certificates';
export * from './as2-logs';
export * from './alarms';
export * from './incident-groups';
export * from './flows';
export * from './files';
export * from './connectivity';
export * from './monitors';
export * from './factory';
export * from './automation';
export * from './market';
export * from './usage';
export * from './releases';
