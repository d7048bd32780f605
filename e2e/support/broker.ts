import { sharedRabbit } from '../../server/test/rabbit';

/**
 * The RabbitMQ broker of the message-queue journey: the one the test run started
 * (TEST_AMQP_URL, scripts/test-all.sh), else a private one started here and stopped after.
 */
export async function brokerForJourneys() {
  const rabbit = await sharedRabbit();
  return { url: rabbit.url, credential: rabbit.credential, release: () => rabbit.stop() };
}
