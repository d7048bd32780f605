import {
  dataOf,
  http,
  type AlarmContact,
  type AlarmContactForm,
  type AlarmNotification,
  type AlarmRule,
  type AlarmRuleForm,
  type AlarmRuleKind,
  type AlarmWatchable,
} from '@console/shared';

// GET /api/incidentUsers: the tenant's alarm contacts, by name.
export const fetchContacts = () => dataOf<AlarmContact[]>(http.get('/api/incidentUsers'));

// POST /api/incidentUser: a new contact (its webhook secret is made by the server).
export const createContact = (form: AlarmContactForm) =>
  dataOf<AlarmContact>(http.post('/api/incidentUser', form));

// PUT /api/incidentUser: changes a contact's name, e-mail or webhook.
export const updateContact = (id: number, form: AlarmContactForm) =>
  dataOf<AlarmContact>(http.put('/api/incidentUser', { id, ...form }));

// DELETE /api/incidentUser?id=: refused while a rule names the contact.
export const deleteContact = (id: number) =>
  dataOf<null>(http.delete('/api/incidentUser', { params: { id } }));

// GET /api/{task|event}IncidentNotice: the rules of one kind, by name.
export const fetchRules = (kind: AlarmRuleKind) =>
  dataOf<AlarmRule[]>(http.get(`/api/${kind}IncidentNotice`));

// POST /api/{task|event}IncidentNotice: a new rule on the tenant's contacts.
export const createRule = (kind: AlarmRuleKind, form: AlarmRuleForm) =>
  dataOf<AlarmRule>(http.post(`/api/${kind}IncidentNotice`, form));

// PUT /api/{task|event}IncidentNotice: all of a rule's fields again, by its id.
export const updateRule = (kind: AlarmRuleKind, id: number, form: AlarmRuleForm) =>
  dataOf<AlarmRule>(http.put(`/api/${kind}IncidentNotice`, { id, ...form }));

// GET /api/incidentNoticeProcesses: the deployed keys, their saved names and their topics.
export const fetchWatchable = () =>
  dataOf<AlarmWatchable[]>(http.get('/api/incidentNoticeProcesses'));

// DELETE /api/{task|event}IncidentNotice?id=: the rule and its notifications.
export const deleteRule = (kind: AlarmRuleKind, id: number) =>
  dataOf<null>(http.delete(`/api/${kind}IncidentNotice`, { params: { id } }));

// GET /api/incidentNotifications?ruleId=: what the rule sent, newest first.
export const fetchNotifications = (ruleId: number) =>
  dataOf<AlarmNotification[]>(http.get('/api/incidentNotifications', { params: { ruleId } }));
