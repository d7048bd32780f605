import type { RemoteModule } from '@console/shared';
import { OPERATOR_NAMESPACE, operatorTranslations } from './i18n';

/** The only module this remote exposes (STYLE.md §2): its routes, as data. */
const operator: RemoteModule = {
  name: 'operator',
  version: __APP_VERSION__,
  namespace: OPERATOR_NAMESPACE,
  translations: operatorTranslations,
  routes: [
    { path: '/operator', group: 'operator', roles: ['admin'], redirect: '/operator/dashboard' },
    {
      path: '/operator/dashboard',
      group: 'operator',
      roles: ['admin'],
      menu: { titleKey: 'operator:menu.dashboard', order: 10 },
      page: () => import('./features/dashboard/dashboard-page'),
    },
    {
      path: '/operator/processes',
      group: 'operator',
      roles: ['admin'],
      redirect: '/operator/processes/index',
    },
    {
      path: '/operator/processes/index',
      group: 'operator',
      roles: ['admin'],
      menu: { titleKey: 'operator:menu.processes', order: 20 },
      page: () => import('./features/processes/processes-page'),
    },
    {
      path: '/operator/processes/detail',
      group: 'operator',
      roles: ['admin'],
      page: () => import('./features/process-detail/process-detail-page'),
    },
    {
      path: '/operator/syncProcessInstance',
      group: 'operator',
      roles: ['admin'],
      menu: { titleKey: 'operator:menu.sync', order: 30 },
      page: () => import('./features/sync/sync-page'),
    },
    {
      // The file browser is the files remote's page (its own area, /operator/resultFileDownload);
      // the operator's menu leads there, and without that remote the host shows its fallback.
      path: '/operator/resultFileDownload',
      group: 'operator',
      roles: ['admin'],
      menu: { titleKey: 'operator:menu.fileBrowser', order: 35, search: 'path=mounted/' },
    },
    {
      path: '/operator/opeHistory',
      group: 'operator',
      roles: ['admin'],
      menu: { titleKey: 'operator:menu.history', order: 40 },
      redirect: '/operator/opeHistory/opeProcessLogs',
    },
    {
      path: '/operator/opeHistory/opeProcessLogs',
      group: 'operator',
      roles: ['admin'],
      menu: {
        titleKey: 'operator:history.nav.processLogs',
        order: 1,
        parent: '/operator/opeHistory',
      },
      redirect: '/operator/opeHistory/opeProcessLogs/opeBusinessProcess/index',
    },
    {
      path: '/operator/opeHistory/opeProcessLogs/opeBusinessProcess/index',
      group: 'operator',
      roles: ['admin'],
      page: () => import('./features/history/process-logs-page'),
    },
    {
      path: '/operator/opeHistory/opeProcessLogs/opeBusinessProcess/opeTaskList/index',
      group: 'operator',
      roles: ['admin'],
      page: () => import('./features/history/task-list-page'),
    },
    {
      path: '/operator/opeHistory/opeProcessLogs/opeBusinessProcess/opeTaskList/opeBusinessKeys',
      group: 'operator',
      roles: ['admin'],
      page: () => import('./features/history/business-keys-page'),
    },
    {
      path: '/operator/opeHistory/opeTransactionLogs',
      group: 'operator',
      roles: ['admin'],
      menu: {
        titleKey: 'operator:history.nav.transactionLogs',
        order: 2,
        parent: '/operator/opeHistory',
      },
      redirect: '/operator/opeHistory/opeTransactionLogs/index',
    },
    {
      path: '/operator/opeHistory/opeTransactionLogs/index',
      group: 'operator',
      roles: ['admin'],
      page: () => import('./features/history/transaction-logs-page'),
    },
    {
      path: '/operator/opeHistory/opeSystemLogs',
      group: 'operator',
      roles: ['admin'],
      menu: {
        titleKey: 'operator:history.nav.systemLogs',
        order: 3,
        parent: '/operator/opeHistory',
      },
      redirect: '/operator/opeHistory/opeSystemLogs/index',
    },
    {
      path: '/operator/opeHistory/opeSystemLogs/index',
      group: 'operator',
      roles: ['admin'],
      page: () => import('./features/system-logs/system-logs-page'),
    },
    {
      path: '/operator/opeHistory/opeSystemLogs/opeInstances',
      group: 'operator',
      roles: ['admin'],
      page: () => import('./features/system-logs/instances-page'),
    },
    {
      path: '/operator/opeHistory/opeSystemLogs/opeLog',
      group: 'operator',
      roles: ['admin'],
      page: () => import('./features/system-logs/log-page'),
    },
    {
      path: '/operator/opeHistory/opeSystemLogs/opeLogInOut',
      group: 'operator',
      roles: ['admin'],
      page: () => import('./features/system-logs/in-out-page'),
    },
    {
      path: '/operator/opeHistory/operatorLogQuery',
      group: 'operator',
      roles: ['admin'],
      menu: { titleKey: 'operator:history.nav.logQuery', order: 4, parent: '/operator/opeHistory' },
      page: () => import('./features/history/log-query-page'),
    },
    { path: '/alarm', group: 'operator', roles: ['admin'], redirect: '/alarm/contact' },
    {
      path: '/alarm/contact',
      group: 'operator',
      roles: ['admin'],
      menu: { titleKey: 'operator:menu.alarmContacts', order: 80 },
      page: () => import('./features/alarms/contacts-page'),
    },
    {
      path: '/alarm/rule',
      group: 'operator',
      roles: ['admin'],
      menu: { titleKey: 'operator:menu.alarmRules', order: 90 },
      page: () => import('./features/alarms/rules-page'),
    },
  ],
};

export default operator;
