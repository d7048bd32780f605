import type { historyEnUS } from './en-US';

/** 历史页面（简体中文）。 */
export const historyZhCN: typeof historyEnUS = {
  history: {
    nav: {
      processLogs: '流程日志',
      transactionLogs: '交易日志',
      systemLogs: '系统日志',
      logQuery: '日志查询',
    },
    days: '显示的日期',
    loadFailed: '无法加载历史',
    noRuns: '这些天没有运行记录',
    column: {
      process: '流程',
      task: '任务',
      topic: '主题',
      connector: '连接器',
      volume: '数量',
      total: '运行次数',
      success: '成功',
      failed: '失败',
      lastRun: '最近运行',
      time: '时间',
      message: '消息',
      input: '输入文件',
      output: '输出文件',
    },
    processLogs: { title: '流程及其运行' },
    tasks: { title: '{{process}} 的任务', businessKeys: '业务键' },
    businessKeys: { title: '经过 {{task}} 的实例' },
    transactions: {
      title: '交易日志',
      process: '流程 key',
      task: '任务 ID',
      errors_one: '{{count}} 个错误',
      errors_other: '{{count}} 个错误',
      empty: '没有找到相关的任务日志',
    },
    logQuery: {
      title: '日志查询',
      text: '文本',
      label: '标签',
      value: '值',
      level: '级别',
      empty: '没有找到日志结果',
      more: '加载更多',
      end: '没有更多日志',
    },
  },
};
