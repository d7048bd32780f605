import type { EgressPolicy } from '../../../http/egress';
import { egressFetch } from '../../../http/egress-fetch';
import type { Db } from '../../../db/types';
import { finishReceipt } from './receipts';

/** How long a partner may take to take an asynchronous MDN. */
const MDN_TIMEOUT_MS = 30_000;

/**
 * Posts an MDN to the URL the partner gave (Receipt-Delivery-Option), under the egress policy,
 * after the message's own answer: the log entry says when it was delivered, or why it was not.
 */
export async function deliverAsyncMdn(
  deps: { db: Db; egress: EgressPolicy },
  logId: number,
  url: string,
  mdn: { headers: Record<string, string>; body: Buffer },
) {
  let problem: string | null = null;
  try {
    const target = new URL(url);
    if (target.protocol !== 'http:' && target.protocol !== 'https:') {
      throw new Error(`the URL ${url.slice(0, 200)} is not http(s)`);
    }
    const response = await egressFetch(deps.egress, target, {
      method: 'POST',
      headers: mdn.headers,
      body: mdn.body,
      signal: AbortSignal.timeout(MDN_TIMEOUT_MS),
      redirects: 0,
    });
    await response.body?.cancel().catch(() => undefined);
    if (response.status < 200 || response.status > 299) {
      problem = `the partner answered HTTP ${response.status}`;
    }
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error);
  }
  await finishReceipt(deps.db, logId, {
    mdnTimestamp: new Date(),
    ...(problem ? { errorMessage: `The asynchronous MDN was not delivered: ${problem}` } : {}),
  });
}
