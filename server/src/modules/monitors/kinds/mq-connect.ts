import { isIP } from 'node:net';
import { connect, type Channel, type ChannelModel } from 'amqplib';
import { normalHost } from '../../../http/egress';
import { credentialForRun } from '../../credentials/service';
import { messageOf } from '../monitor-errors';
import type { MqMonitorConfig } from '../monitor-row';
import type { MonitorContext } from './types';

const CONNECT_TIMEOUT_MS = 10_000;
/** Seconds: a broker that vanished without closing (a cut network) is noticed within two. */
const HEARTBEAT_S = 30;

/** The code of an AMQP channel or connection error (404 NOT_FOUND, 403 ACCESS_REFUSED …). */
const codeOf = (error: unknown) => (error as { code?: unknown }).code;

/**
 * Opens a connection to the broker of the monitor's credential (read at each connection, so an
 * edited credential is used from the next reconnection on). The broker's host is tenant
 * configuration: the egress policy (http/egress.ts, the server's EGRESS_ALLOW) must allow it,
 * and the socket connects to the address the policy checked, so no second lookup can answer
 * differently; TLS still verifies the certificate against the host's name.
 */
export async function openBroker(context: MonitorContext): Promise<ChannelModel> {
  const { db, scripts } = context.deps;
  const { id, tenantId } = context.monitor;
  const { credentialId } = context.monitor.config as unknown as MqMonitorConfig;
  const credential = await credentialForRun(db, scripts.sealer, tenantId, credentialId).catch(
    () => {
      throw new Error(`The credential ${credentialId} of the monitor no longer exists`);
    },
  );
  if (credential.templateId !== 'amqp') {
    throw new Error(`The credential ${credentialId} is not an AMQP credential`);
  }
  const values = credential.values;
  const host = String(values.host ?? '');
  const tls = values.tls === true;
  const port = Number(values.port) || (tls ? 5671 : 5672);
  const where = `${tls ? 'amqps' : 'amqp'}://${host}:${port}`;
  try {
    const { address } = await scripts.egress.checkedAddress(host);
    const name = normalHost(host);
    return await connect(
      {
        protocol: tls ? 'amqps' : 'amqp',
        hostname: address,
        port,
        // amqplib unescapes the virtual host: '/' is sent as '%2F', 'a%b' as 'a%25b'.
        vhost: encodeURIComponent(String(values.vhost || '/')),
        username: String(values.username ?? ''),
        password: String(values.password ?? ''),
        heartbeat: HEARTBEAT_S,
      },
      {
        timeout: CONNECT_TIMEOUT_MS,
        ...(tls && !isIP(name) ? { servername: name } : {}),
        clientProperties: { connection_name: `console monitor ${id}` },
      },
    );
  } catch (error) {
    throw new Error(`Cannot connect to ${where}: ${messageOf(error)}`, { cause: error });
  }
}

/**
 * Makes the channel ready to consume: the queue must exist (passive: a monitor never creates
 * a broker's queues), bound to the exchange when one is given, with the prefetch.
 */
export async function prepareChannel(channel: Channel, config: MqMonitorConfig) {
  await channel.checkQueue(config.queue).catch((error: unknown) => {
    if (codeOf(error) === 404)
      throw new Error(`Queue '${config.queue}' does not exist on the broker`);
    throw error;
  });
  if (config.exchange) {
    await channel.checkExchange(config.exchange).catch((error: unknown) => {
      if (codeOf(error) === 404) {
        throw new Error(`Exchange '${config.exchange}' does not exist on the broker`);
      }
      throw error;
    });
    await channel.bindQueue(config.queue, config.exchange, config.routingKey ?? '');
  }
  await channel.prefetch(config.prefetch);
}
