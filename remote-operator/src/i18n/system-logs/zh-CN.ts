import type { systemLogsEnUS } from './en-US';

/** 系统日志页面（简体中文）。 */
export const systemLogsZhCN: typeof systemLogsEnUS = {
  systemLogs: {
    title: '按流程查看系统日志',
    name: '流程名称或键',
    noProcesses: '尚未部署任何流程',
    column: {
      process: '流程',
      key: '流程键',
      versionMax: '最新版本',
      instances: '实例数（最新版本）',
    },
    instances: {
      running: '运行中（含异常）',
      title: '流程实例历史',
      started: '开始时间',
      apply: '搜索',
      empty: '没有匹配的实例',
    },
    log: '日志',
    inOut: '输入与输出',
    pages: '页面',
    logTitle: '实例日志',
    logText: '日志文本',
    logFailed: '无法加载日志',
    noLog: '未找到日志结果',
    mode: { simple: '简洁', complete: '完整' },
    size_one: '{{size}} · {{count}} 行',
    size_other: '{{size}} · {{count}} 行',
    download: '下载',
    big: {
      title: '该日志大小为 {{size}}，超过 {{limit}} MB',
      hint: '在此显示可能会使浏览器变慢。请下载，或仍在此显示。',
      show: '仍在此显示',
    },
    inOutTitle: '实例各任务的输入与输出',
    inOutFailed: '无法加载输入与输出',
    noRuns: '该实例没有任务运行过连接器',
    noFile: '无',
    truncated: '仅显示前 {{count}} 次运行',
    duration: '耗时',
    ms: '{{count}} 毫秒',
  },
};
