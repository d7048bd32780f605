export * from './constants';
export * from './types';
export { PortsScreen } from './ports-screen';
