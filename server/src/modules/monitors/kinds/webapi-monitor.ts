import { createHash } from 'node:crypto';
import type { Cron } from 'croner';
import { egressFetch } from '../../../http/egress-fetch';
import { nextRun, parseSchedule } from '../../automation/cron';
import { credentialForRun } from '../../credentials/service';
import { authHeaders, readText } from '../../scripts/io-http';
import type { WebApiMonitorConfig } from '../monitor-row';
import { messageOf } from '../monitor-errors';
import type { MonitorContext, MonitorRunner, StartRunner } from './types';

const POLL_TIMEOUT_MS = 30_000;

/** What the last answer was: its ETag when the server sends one, and the body's hash. */
interface Seen {
  etag: string | null;
  hash: string;
}

function seenOf(cursor: string | null): Seen | null {
  if (!cursor) return null;
  try {
    return JSON.parse(cursor) as Seen;
  } catch {
    return null;
  }
}

const bodyValue = (text: string, contentType: string | null) => {
  if (contentType?.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
};

/**
 * A web API monitor: polls its URL on its cron schedule, in the tenant's chosen timezone,
 * through the egress policy (http/egress.ts: the URL is tenant configuration), with
 * If-None-Match when the last answer had an ETag. An answer that changed (a new ETag, else a
 * new body hash) starts the flow once, keyed by that ETag or hash. The first answer after a
 * start is the baseline: what is there already starts nothing.
 */
class WebApiRunner implements MonitorRunner {
  private readonly config: WebApiMonitorConfig;
  private readonly cron: Cron;
  private seen: Seen | null;
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<void> = Promise.resolve();

  constructor(private readonly context: MonitorContext) {
    this.config = context.monitor.config as unknown as WebApiMonitorConfig;
    this.cron = parseSchedule('schedule', this.config.schedule, this.config.timezone);
    this.seen = seenOf(context.monitor.cursor);
    this.polling = this.poll().then(() => this.plan());
  }

  private plan() {
    if (this.context.signal.aborted) return;
    const next = nextRun(this.cron);
    void this.context.report({ nextRunAt: next }).catch(() => undefined);
    if (!next) return;
    // setTimeout holds at most ~24.8 days; a later fire re-plans on the way.
    const wait = Math.min(next.getTime() - Date.now(), 2_000_000_000);
    this.timer = setTimeout(
      () => {
        this.polling = this.poll().then(() => this.plan());
      },
      Math.max(wait, 0),
    );
  }

  private async poll() {
    const { deps, monitor, signal } = this.context;
    try {
      const credential = this.config.credentialId
        ? await credentialForRun(
            deps.db,
            deps.scripts.sealer,
            monitor.tenantId,
            this.config.credentialId,
          )
        : null;
      const auth = authHeaders(credential);
      const headers: Record<string, string> = { accept: 'application/json, text/*;q=0.9', ...auth };
      if (this.seen?.etag) headers['if-none-match'] = this.seen.etag;
      const response = await egressFetch(deps.scripts.egress, this.config.url, {
        method: 'GET',
        headers,
        credentialHeaders: Object.keys(auth),
        signal: AbortSignal.any([signal, AbortSignal.timeout(POLL_TIMEOUT_MS)]),
      });
      const at = new Date();
      if (response.status === 304) {
        await this.context.report({ status: 'running', error: null, lastRunAt: at });
        return;
      }
      const text = await readText(response);
      if (!response.ok) throw new Error(`${this.config.url} answered ${response.status}`);
      const etag = response.headers.get('etag');
      const hash = createHash('sha256').update(text).digest('hex');
      const changed =
        this.seen !== null && (etag ? etag !== this.seen.etag : hash !== this.seen.hash);
      if (changed) {
        await this.context.handle({
          key: `answer:${etag ?? hash}`,
          payload: {
            url: this.config.url,
            status: response.status,
            etag,
            lastModified: response.headers.get('last-modified'),
            body: bodyValue(text, response.headers.get('content-type')),
          },
          detail: { url: this.config.url, etag, hash: hash.slice(0, 16) },
        });
      }
      if (!this.seen || changed) {
        this.seen = { etag, hash };
        await this.context.saveCursor(JSON.stringify(this.seen));
      }
      await this.context.report({ status: 'running', error: null, lastRunAt: at });
    } catch (error) {
      if (signal.aborted) return;
      await this.context
        .report({
          status: 'failing',
          error: `Polling ${this.config.url} failed: ${messageOf(error)}`,
          lastRunAt: new Date(),
        })
        .catch(() => undefined);
    }
  }

  async stop() {
    if (this.timer) clearTimeout(this.timer);
    await this.polling.catch(() => undefined);
  }
}

export const webApiMonitor: StartRunner = (context) => new WebApiRunner(context);
