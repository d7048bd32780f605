import { ALARM_LIMITS } from '@console/shared/contract';
import { Type } from 'typebox';
import { Email } from '../users/schema';

const Id = Type.Integer({ minimum: 1 });
/** A name with at least one visible character. */
const Name = Type.String({ minLength: 1, maxLength: ALARM_LIMITS.name, pattern: '\\S' });
/** Where a webhook goes: http or https only. */
const WebhookUrl = Type.String({
  maxLength: ALARM_LIMITS.webhookUrl,
  pattern: '^https?://[^\\s/]+(/\\S*)?$',
});
const Names = Type.Array(Type.String({ minLength: 1, maxLength: 255, pattern: '\\S' }), {
  maxItems: ALARM_LIMITS.listItems,
  uniqueItems: true,
});
const ContactIds = Type.Array(Id, {
  minItems: 1,
  maxItems: ALARM_LIMITS.contacts,
  uniqueItems: true,
});
/** Incidents of a rule within this many seconds of the last message go out as one. */
const WindowSeconds = Type.Integer({ minimum: 0, maximum: ALARM_LIMITS.windowSecondsMax });

export const IdQuery = Type.Object({ id: Id });
export const RuleIdQuery = Type.Object({ ruleId: Id });

const ContactFields = {
  name: Name,
  email: Email,
  webhookUrl: Type.Optional(Type.Union([WebhookUrl, Type.Null()])),
};
export const ContactCreateBody = Type.Object(ContactFields);
export const ContactUpdateBody = Type.Object({ id: Id, ...ContactFields });

export const TaskRuleBody = Type.Object({
  name: Name,
  processKeys: Type.Optional(Names),
  topics: Type.Optional(Names),
  contactIds: ContactIds,
  windowSeconds: Type.Optional(WindowSeconds),
});
export const EventRuleBody = Type.Object({
  name: Name,
  events: Type.Optional(Names),
  contactIds: ContactIds,
  windowSeconds: Type.Optional(WindowSeconds),
});

/** An edit: the rule's id and all its fields again (PUT, like a contact's). */
export const TaskRuleUpdateBody = Type.Object({ id: Id, ...TaskRuleBody.properties });
export const EventRuleUpdateBody = Type.Object({ id: Id, ...EventRuleBody.properties });
