/**
 * The Problems panel in Chinese: the messages of bpmnlint's recommended rules, of Camunda 7's
 * compatibility rule and of the console's own rules (SPEC §5). `{…}` stands for the part of a
 * message that varies (an element's name, a topic); it is found in the message and kept.
 */
export const lintZhCN: Record<string, string> = {
  'A <Start Event> is not allowed in <Ad Hoc Sub Process>': '特殊子流程中不允许有开始事件',
  'An <End Event> is not allowed in <Ad Hoc Sub Process>': '特殊子流程中不允许有结束事件',
  'Sequence flow is missing condition': '顺序流缺少条件',
  'Process is missing end event': '流程缺少结束事件',
  'Sub process is missing end event': '子流程缺少结束事件',
  'Process is missing start event': '流程缺少开始事件',
  'Sub process is missing start event': '子流程缺少开始事件',
  'Process has multiple blank start events': '流程有多个空开始事件',
  'Sub process has multiple blank start events': '子流程有多个空开始事件',
  'An <Event-based Gateway> must have at least 2 outgoing <Sequence Flows>':
    '基于事件的网关必须至少有 2 条传出顺序流',
  'A <Sequence Flow> outgoing from an <Event-based Gateway> must not be conditional':
    '基于事件的网关的传出顺序流不能带条件',
  'Start event is missing event definition': '开始事件缺少事件定义',
  'Start event must be blank': '开始事件必须为空事件',
  'Incoming flows do not join': '传入的流没有合并',
  'Element is missing name': '元素缺少名称',
  'Element is unused': '元素未被使用',
  'Element name is not unique': '元素名称不唯一',
  'Element is missing label/name': '元素缺少标签/名称',
  'Link event is missing link name': '链接事件缺少链接名称',
  'Link catch event with link name <{name}> missing in scope':
    '作用域中缺少链接名称为 <{name}> 的链接捕获事件',
  'Link throw event with link name <{name}> missing in scope':
    '作用域中缺少链接名称为 <{name}> 的链接抛出事件',
  'Duplicate link catch event with link name <{name}> in scope':
    '作用域中有重复的链接名称为 <{name}> 的链接捕获事件',
  'Element is missing bpmndi': '元素缺少图形信息（bpmndi）',
  'Element type <{type}> is discouraged': '不建议使用元素类型 <{type}>',
  'Element is not connected': '元素未连接',
  'SequenceFlow is a duplicate': '顺序流重复',
  'Duplicate outgoing sequence flows': '传出顺序流重复',
  'Duplicate incoming sequence flows': '传入顺序流重复',
  'Gateway forks and joins': '网关同时分支和合并',
  'Flow splits implicitly': '流隐式分支',
  'Element is an implicit end': '元素是隐式结束',
  'Element is an implicit start': '元素是隐式开始',
  'Element overlaps with other element': '元素与其他元素重叠',
  'Element is outside of parent boundary': '元素超出父元素边界',
  'Event has multiple event definitions': '事件有多个事件定义',
  'Gateway is superfluous. It only has one source and target.':
    '网关多余：它只有一个来源和一个目标。',
  'Sequence flow has superfluous label': '顺序流有多余的标签',
  'Termination is superfluous.': '终止多余。',
  'Property <historyTimeToLive> should be configured on <bpmn:Process> or engine level.':
    '应在流程或引擎级别配置历史存活时间（historyTimeToLive）。',
  'Task "{task}" has no topic name': '任务“{task}”没有主题名称',
  'Task "{task}" (topic {topic}) has no bound connector':
    '任务“{task}”（主题 {topic}）没有绑定连接器',
  'Task id is not unique: {id}': '任务 ID 不唯一：{id}',
  // The BPMN reader's warnings (moddle-xml), as the Problems panel shows their first line.
  'unresolved reference <{ref}>': '无法解析的引用 <{ref}>',
  'unknown attribute <{name}>': '未知属性 <{name}>',
  'unrecognized element <{name}>': '无法识别的元素 <{name}>',
  'unexpected element <{name}>': '意外的元素 <{name}>',
  'duplicate ID <{id}>': '重复的 ID <{id}>',
  'unsupported document encoding <{encoding}>, falling back to UTF-8':
    '不支持的文档编码 <{encoding}>，按 UTF-8 读取',
  'unparsable content {content} detected': '检测到无法解析的内容 {content}',
};
