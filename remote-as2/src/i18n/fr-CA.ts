import type { as2EnUS } from './en-US';

export const as2FrCA: typeof as2EnUS = {
  menu: {
    certificate: 'Certificats',
    sendPort: 'Ports d’envoi',
    receivePort: 'Ports de réception',
    logs: 'Journaux AS2',
  },
};
