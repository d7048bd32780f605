import type { as2EnUS } from './en-US';

export const as2ZhCN: typeof as2EnUS = {
  menu: {
    certificate: '证书',
    sendPort: '发送端口',
    receivePort: '接收端口',
    logs: 'AS2 日志',
  },
};
