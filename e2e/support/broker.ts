import { SECOND_LOOPBACK, sharedRabbit } from '../../server/test/rabbit';

/**
 * The RabbitMQ broker of the message-queue journey: the one the test run started
 * (TEST_AMQP_URL, scripts/test-all.sh), else a private one started here and stopped after.
 */
export async function brokerForJourneys() {
  const rabbit = await sharedRabbit();
  // The journeys' server may reach only this loopback address (scripts/start-server.ts).
  const credential = { ...rabbit.credential, host: SECOND_LOOPBACK };
  return { url: rabbit.url, credential, release: () => rabbit.stop() };
}
