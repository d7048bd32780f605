import { createHash } from 'node:crypto';
// Reads messages only: the broker connection, and its egress policy check, are mq-connect.ts's.
import type { ConsumeMessage } from 'amqplib';
import type { AutomationEvent } from '../../automation/deliver';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The text of bytes, or null when they are not UTF-8 or hold NUL (which PostgreSQL refuses in
 * text and JSON): such a body travels base64-encoded instead.
 */
function textOf(bytes: Buffer): string | null {
  try {
    const text = strictUtf8.decode(bytes);
    return text.includes('\0') ? null : text;
  } catch {
    return null;
  }
}

const namesJson = (contentType: string | undefined) => /json/i.test(contentType ?? '');

/**
 * The body as the flow sees it: parsed JSON when the content type says JSON, or when no
 * content type is given and the text parses; the text otherwise (a `text/plain` "42" stays the
 * string "42"); base64 when the bytes are not text.
 */
export function bodyOf(content: Buffer, contentType: string | undefined) {
  const text = textOf(content);
  if (text === null) return { body: content.toString('base64'), bodyEncoding: 'base64' };
  if (namesJson(contentType) || !contentType) {
    try {
      return { body: JSON.parse(text) as unknown };
    } catch {
      return { body: text };
    }
  }
  return { body: text };
}

/**
 * Header values as JSON can hold them: AMQP tables carry byte arrays (Buffers), 64-bit
 * integers and nested tables, which the flow's variables must not meet raw.
 */
export function plainValue(value: unknown): unknown {
  if (Buffer.isBuffer(value)) return textOf(value) ?? value.toString('base64');
  if (typeof value === 'bigint') {
    return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  }
  if (typeof value === 'string') return value.replaceAll('\0', '\uFFFD');
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(plainValue);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, inner]) => [name, plainValue(inner)]),
    );
  }
  return typeof value === 'function' || value === undefined ? null : value;
}

/**
 * One message as an event. Its key is the publisher's message id when it gives one (the same
 * id published twice starts one flow), else the hash of its body (the same bytes again are
 * the same event: a redelivery after a lost ack must not start a second flow).
 */
export function eventOf(message: ConsumeMessage, queue: string): AutomationEvent {
  const { content, fields, properties } = message;
  const given = typeof properties.messageId === 'string' ? properties.messageId : '';
  // NUL is refused by PostgreSQL: the ledger row and the detail would never be written.
  const messageId = given ? given.replaceAll('\0', '\uFFFD') : null;
  const key = messageId ?? `sha256:${createHash('sha256').update(content).digest('hex')}`;
  const facts = {
    messageId,
    routingKey: fields.routingKey,
    exchange: fields.exchange,
    redelivered: fields.redelivered,
  };
  return {
    key,
    // Only a redelivery is likely to be in the ledger already; a publisher's resend of an id
    // is still refused at commit by the ledger's unique index.
    maybeSeen: fields.redelivered,
    payload: {
      ...bodyOf(
        content,
        typeof properties.contentType === 'string' ? properties.contentType : undefined,
      ),
      headers: plainValue(properties.headers ?? {}),
      ...facts,
    },
    detail: { ...facts, queue, size: content.length },
  };
}
