/**
 * The properties panel's header names an element's type from its BPMN type, split into words:
 * "Service Task", "Collapsed Sub Process", and for an event its kind, its event definition and
 * whether it interrupts, "Timer Start Event (Non Interrupting)" (PanelHeaderProvider.getTypeLabel
 * in bpmn-js-properties-panel). The event types are composed here from their parts rather than
 * listed one by one (about 80 of them).
 */
interface HeaderWords {
  plain: Record<string, string>;
  events: Record<string, string>;
  definitions: Record<string, string>;
  compose: (event: string, definition: string | undefined, nonInterrupting: boolean) => string;
}

const ZH_CN: HeaderWords = {
  plain: {
    Association: '关联',
    'Business Rule Task': '业务规则任务',
    'Call Activity': '调用活动',
    Collaboration: '协作',
    'Conditional Flow': '条件流',
    'Sequence Flow': '顺序流',
    'Data Input': '数据输入',
    'Data Input Association': '数据输入关联',
    'Data Output': '数据输出',
    'Data Output Association': '数据输出关联',
    'Data Object Reference': '数据对象引用',
    'Data Store Reference': '数据存储引用',
    'Default Flow': '默认流',
    'Event Sub Process': '事件子流程',
    'Complex Gateway': '复杂网关',
    'Event Based Gateway': '基于事件的网关',
    'Exclusive Gateway': '排他网关',
    Gateway: '网关',
    'Inclusive Gateway': '包容网关',
    'Parallel Gateway': '并行网关',
    Group: '组',
    Lane: '泳道',
    'Manual Task': '手工任务',
    'Message Flow': '消息流',
    Participant: '参与者',
    Process: '流程',
    'Receive Task': '接收任务',
    'Script Task': '脚本任务',
    'Send Task': '发送任务',
    'Service Task': '服务任务',
    'Collapsed Sub Process': '子流程（折叠）',
    'Collapsed Ad Hoc Sub Process': '特殊子流程（折叠）',
    'Expanded Sub Process': '子流程（展开）',
    'Expanded Ad Hoc Sub Process': '特殊子流程（展开）',
    Task: '任务',
    'Text Annotation': '文本注释',
    Transaction: '事务',
    'User Task': '用户任务',
  },
  events: {
    'Start Event': '开始事件',
    'End Event': '结束事件',
    'Boundary Event': '边界事件',
    'Intermediate Catch Event': '中间捕获事件',
    'Intermediate Throw Event': '中间抛出事件',
  },
  definitions: {
    Cancel: '取消',
    Compensate: '补偿',
    Conditional: '条件',
    Error: '错误',
    Escalation: '升级',
    Link: '链接',
    Message: '消息',
    Multiple: '多重',
    Parallel: '并行',
    'Parallel Multiple': '并行多重',
    Signal: '信号',
    Terminate: '终止',
    Timer: '定时器',
  },
  compose: (event, definition, nonInterrupting) =>
    `${definition ?? ''}${event}${nonInterrupting ? '（非中断）' : ''}`,
};

const FR_CA: HeaderWords = {
  plain: {
    Association: 'Association',
    'Business Rule Task': 'Tâche de règle métier',
    'Call Activity': 'Activité d’appel',
    Collaboration: 'Collaboration',
    'Conditional Flow': 'Flux conditionnel',
    'Sequence Flow': 'Flux de séquence',
    'Data Input': 'Entrée de données',
    'Data Input Association': 'Association d’entrée de données',
    'Data Output': 'Sortie de données',
    'Data Output Association': 'Association de sortie de données',
    'Data Object Reference': 'Référence d’objet de données',
    'Data Store Reference': 'Référence de magasin de données',
    'Default Flow': 'Flux par défaut',
    'Event Sub Process': 'Sous-processus événementiel',
    'Complex Gateway': 'Passerelle complexe',
    'Event Based Gateway': 'Passerelle événementielle',
    'Exclusive Gateway': 'Passerelle exclusive',
    Gateway: 'Passerelle',
    'Inclusive Gateway': 'Passerelle inclusive',
    'Parallel Gateway': 'Passerelle parallèle',
    Group: 'Groupe',
    Lane: 'Couloir',
    'Manual Task': 'Tâche manuelle',
    'Message Flow': 'Flux de message',
    Participant: 'Participant',
    Process: 'Processus',
    'Receive Task': 'Tâche de réception',
    'Script Task': 'Tâche de script',
    'Send Task': 'Tâche d’envoi',
    'Service Task': 'Tâche de service',
    'Collapsed Sub Process': 'Sous-processus (réduit)',
    'Collapsed Ad Hoc Sub Process': 'Sous-processus ad hoc (réduit)',
    'Expanded Sub Process': 'Sous-processus (développé)',
    'Expanded Ad Hoc Sub Process': 'Sous-processus ad hoc (développé)',
    Task: 'Tâche',
    'Text Annotation': 'Annotation textuelle',
    Transaction: 'Transaction',
    'User Task': 'Tâche utilisateur',
  },
  events: {
    'Start Event': 'Événement de début',
    'End Event': 'Événement de fin',
    'Boundary Event': 'Événement de bordure',
    'Intermediate Catch Event': 'Événement intermédiaire de réception',
    'Intermediate Throw Event': 'Événement intermédiaire d’émission',
  },
  definitions: {
    Cancel: 'annulation',
    Compensate: 'compensation',
    Conditional: 'condition',
    Error: 'erreur',
    Escalation: 'escalade',
    Link: 'lien',
    Message: 'message',
    Multiple: 'multiple',
    Parallel: 'parallèle',
    'Parallel Multiple': 'multiple parallèle',
    Signal: 'signal',
    Terminate: 'terminaison',
    Timer: 'minuterie',
  },
  compose: (event, definition, nonInterrupting) => {
    const details = [definition, nonInterrupting ? 'non interrompant' : undefined].filter(Boolean);
    return details.length ? `${event} (${details.join(', ')})` : event;
  },
};

const WORDS: Record<string, HeaderWords> = { 'zh-CN': ZH_CN, 'fr-CA': FR_CA };

const EVENT_TYPE =
  /^(?:(Cancel|Compensate|Conditional|Error|Escalation|Link|Message|Parallel Multiple|Parallel|Multiple|Signal|Terminate|Timer) )?(Start Event|End Event|Boundary Event|Intermediate Catch Event|Intermediate Throw Event)( \(Non Interrupting\))?$/;

/** A header type label in a language, or undefined when it is not one. */
export function headerTypeLabel(lang: string, label: string): string | undefined {
  const words = WORDS[lang];
  if (!words) return undefined;
  if (words.plain[label]) return words.plain[label];
  const event = EVENT_TYPE.exec(label);
  if (!event) return undefined;
  const [, definition, kind, nonInterrupting] = event;
  return words.compose(
    words.events[kind],
    definition ? words.definitions[definition] : undefined,
    Boolean(nonInterrupting),
  );
}
