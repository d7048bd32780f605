import type { As2Log } from '@console/shared/contract';
import { toLog } from '../log-service';
import { updateLogWithSummary, type LogUpdate } from '../log-statements';
import { As2MessageError, formatMic } from '../message';
import { PortKeyProblem } from '../port-keys';
import { NegativeMdn } from './mdn-check';
import { PartnerUnavailable, postMessage, type PackedMessage, type PostTarget } from './post';
import type { OutboundDeps } from './send';

/** One message on its way: what each attempt posts, and how many it may make. */
export interface Sending {
  logId: number;
  messageId: string;
  as2Headers: Record<string, string>;
  message: PackedMessage;
  target: PostTarget;
  /** Attempts after the first, and the seconds before the first of them (then doubled). */
  retryCount: number;
  retryInterval: number;
}

/** Milliseconds before attempt `next` (2, 3, …): the interval, doubled at each retry. */
export const retryDelay = (intervalSeconds: number, next: number) =>
  intervalSeconds * 1000 * 2 ** (next - 2);

/** The log entry's end for a failure that will not be retried. */
export function failure(error: As2MessageError | PortKeyProblem, attempts = 1): LogUpdate {
  const reason = error instanceof As2MessageError ? error.reason : error.message;
  const mdnStatus = error instanceof NegativeMdn ? `processed/error: ${error.modifier}` : null;
  return {
    status: 'failed',
    errorMessage: attempts > 1 ? `${reason} (after ${attempts} attempts)` : reason,
    mdnStatus,
    mdnTimestamp: mdnStatus ? new Date() : null,
  };
}

export async function saveLog(deps: OutboundDeps, logId: number, update: LogUpdate) {
  return toLog(await updateLogWithSummary(deps.db, logId, update));
}

/**
 * Makes attempt `attempt` of a message and logs its outcome. A partner that cannot take it now
 * (PartnerUnavailable) is tried again after the back-off while attempts are left: the entry stays
 * `pending` and says which attempt failed and when the next one is. The same Message-ID is posted
 * each time, so a partner that did receive an earlier one answers it as a resend.
 */
export async function attemptSend(
  deps: OutboundDeps,
  sending: Sending,
  attempt = 1,
): Promise<As2Log> {
  const mic = formatMic(sending.message.mic);
  let update: LogUpdate;
  try {
    const { egress } = deps;
    const mdn = await postMessage(
      egress,
      sending.target,
      sending.message,
      sending.messageId,
      sending.as2Headers,
    );
    update = mdn
      ? {
          status: 'success',
          mic,
          errorMessage: null,
          mdnStatus: 'processed',
          mdnTimestamp: new Date(),
          mdnContentType: mdn.contentType,
          mdn: mdn.body,
        }
      : // An asynchronous MDN ends the entry when it arrives (async-receipt.ts).
        { mic, errorMessage: null };
  } catch (error) {
    if (!(error instanceof As2MessageError)) throw error;
    const attempts = sending.retryCount + 1;
    if (!(error instanceof PartnerUnavailable) || attempt >= attempts) {
      update = { ...failure(error, attempt), mic };
    } else {
      const delay = retryDelay(sending.retryInterval, attempt + 1);
      const at = new Date(Date.now() + delay).toISOString();
      update = {
        mic,
        errorMessage: `Attempt ${attempt} of ${attempts} failed: ${error.reason}. Next attempt at ${at}`,
      };
      scheduleRetry(deps, sending, attempt + 1, delay);
    }
  }
  return saveLog(deps, sending.logId, update);
}

/**
 * The next attempt, on this process's clock. It does not hold the process open: a server that
 * stops first leaves the entry pending with the time its next attempt was due.
 */
function scheduleRetry(deps: OutboundDeps, sending: Sending, attempt: number, delay: number) {
  const retry = async () => {
    try {
      await attemptSend(deps, sending, attempt);
    } catch (error) {
      process.emitWarning(
        `AS2 message ${sending.messageId}: attempt ${attempt} failed: ${String(error)}`,
      );
    }
  };
  setTimeout(() => void retry(), delay).unref();
}
