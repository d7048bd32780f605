/**
 * How many retries a failed task has left, as the log lines say it: "no retries left",
 * "1 retry left", "2 retries left". The engine's and the connector worker's lines share it.
 */
export function retriesLeft(retries: number) {
  if (retries <= 0) return 'no retries left';
  return retries === 1 ? '1 retry left' : `${retries} retries left`;
}
