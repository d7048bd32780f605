/**
 * Waits until `check` holds, polling briefly; fails with `what` after `ms`. For work the
 * server does in the background (workers, timers), which no response waits for. A check that
 * holds ends the wait at once; the default allows for a CI machine whose both cores are busy
 * (six timers of 0.3 s were not all fired after 5 s there once).
 */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  what: string,
  ms = 15_000,
) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
