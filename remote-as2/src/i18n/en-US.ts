/** The `as2` namespace. */
export const as2EnUS = {
  menu: {
    certificate: 'Certificate',
    sendPort: 'Send port',
    receivePort: 'Receive port',
    logs: 'AS2 logs',
  },
};
