import { createHmac } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../../config';
import type { EgressPolicy } from '../../http/egress';
import { egressFetch } from '../../http/egress-fetch';

/** What one notification says, by e-mail or in a webhook's body. */
export interface AlarmMessage {
  rule: { id: number; name: string; kind: string };
  count: number;
  incidentIds: string[];
  message: string;
  processKey: string;
  activityId: string;
}

export const SIGNATURE_HEADER = 'x-alarm-signature';

/** `sha256=` and the HMAC-SHA256 of the body with the contact's webhook secret, in hex. */
export const signatureOf = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

const subjectOf = (m: AlarmMessage) =>
  `[Alarm] ${m.rule.name}: ${m.count} incident${m.count === 1 ? '' : 's'} in ${m.processKey}`;

const textOf = (m: AlarmMessage) =>
  [
    `Rule: ${m.rule.name} (${m.rule.kind})`,
    `Process: ${m.processKey}`,
    `Activity: ${m.activityId}`,
    `Incidents: ${m.count}`,
    `Message: ${m.message}`,
    '',
    ...m.incidentIds.map((id) => `- ${id}`),
  ].join('\n');

/** Sends alarm e-mails over SMTP, one transport for the server's life. */
export function createMailer(smtp: SmtpConfig) {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
    connectionTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    send: async (to: string, message: AlarmMessage) => {
      await transport.sendMail({
        from: smtp.from,
        to,
        subject: subjectOf(message),
        text: textOf(message),
      });
    },
    close: () => transport.close(),
  };
}
export type Mailer = ReturnType<typeof createMailer>;

/**
 * Posts the message as JSON, signed, where the egress policy allows; anything but a 2xx answer
 * (a redirect too: the signed post is not sent on) is a failure to retry.
 */
export async function postWebhook(
  egress: EgressPolicy,
  url: string,
  secret: string,
  message: AlarmMessage,
) {
  const body = JSON.stringify(message);
  const response = await egressFetch(egress, url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signatureOf(secret, body) },
    body,
    redirects: 0,
    signal: AbortSignal.timeout(10_000),
  });
  await response.body?.cancel().catch(() => undefined);
  if (response.status < 200 || response.status > 299) {
    throw new Error(`The webhook answered ${response.status}`);
  }
}
