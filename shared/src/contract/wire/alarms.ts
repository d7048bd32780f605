/**
 * Alarms (SPEC §7 Alarms, issue 10 §5): contacts told of incidents, the rules that choose
 * which incidents, and the notifications the rules made.
 */
export const ALARM_LIMITS = {
  name: 100,
  webhookUrl: 2000,
  /** Entries of a rule's processKeys, topics or events. */
  listItems: 100,
  contacts: 50,
  windowSecondsMax: 86_400,
  windowSecondsDefault: 300,
} as const;

export interface AlarmContact {
  id: number;
  name: string;
  email: string;
  webhookUrl: string | null;
  /** The HMAC-SHA256 key of the `x-alarm-signature` header on webhook calls. */
  webhookSecret: string;
  createTime: string;
  updateTime: string;
}

export interface AlarmContactForm {
  name: string;
  email: string;
  webhookUrl?: string | null;
}

export type AlarmRuleKind = 'task' | 'event';

export interface AlarmRule {
  id: number;
  kind: AlarmRuleKind;
  name: string;
  /** Task rules: the processes (definition keys) and topics watched; empty means any. */
  processKeys?: string[];
  topics?: string[];
  /** Event rules: the events watched; empty means any. */
  events?: string[];
  contactIds: number[];
  windowSeconds: number;
  createTime: string;
  updateTime: string;
}

export interface AlarmRuleForm {
  name: string;
  processKeys?: string[];
  topics?: string[];
  events?: string[];
  contactIds: number[];
  windowSeconds?: number;
}

/**
 * A deployed process a task rule can watch (GET /api/incidentNoticeProcesses): its key, the
 * name it was saved under in the modeler (null when none) and the topics of its tasks.
 */
export interface AlarmWatchable {
  key: string;
  name: string | null;
  topics: string[];
}

export type AlarmNotificationStatus = 'pending' | 'sent' | 'failed' | 'unsent';

export interface AlarmNotification {
  id: number;
  contactId: number;
  contactName: string;
  channel: 'email' | 'webhook';
  incidentIds: string[];
  count: number;
  message: string;
  processKey: string;
  activityId: string;
  status: AlarmNotificationStatus;
  attempts: number;
  lastError: string | null;
  dueAt: string;
  sentAt: string | null;
  createTime: string;
}
