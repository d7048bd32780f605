import os from 'node:os';
import path from 'node:path';
import { defaultPoolSize, type PoolSize } from './modules/scripts/script-pool';
import { readUsageConfig, type UsageConfig } from './modules/usage/config';

/** Everything the server reads from its environment, with the embedded defaults. */
export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL when set; otherwise the embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Signing secret; when unset, one is generated and kept in the database. */
  jwtSecret: string | undefined;
  tokenTtlSeconds: number;
  /** Folder with `host/` and `remotes/<name>/`; defaults to the workspace's build folders. */
  staticRoot: string | undefined;
  /** A JSON file served verbatim as /remotes.json (to point remotes elsewhere). */
  remotesJson: string | undefined;
  /** Load the demo data on first start. */
  demoData: boolean;
  /** When set, /as2/api requires this x-functions-key. */
  as2FunctionsKey: string | undefined;
  /** The largest AS2 message a receive port takes (AS2_MAX_MESSAGE_BYTES), refused unread. */
  as2MaxMessageBytes: number;
  logLevel: string;
  /** Threads that run the process instances' engines (ENGINE_THREADS). */
  engineThreads: number;
  /**
   * How long a due timer job or a batch stays locked to the process that took it
   * (ENGINE_JOB_LOCK_MS): another process takes it over this long after that one died.
   */
  engineJobLockMs: number;
  /** Where alarm e-mails go out (SMTP_HOST…); without it they stay in the outbox, unsent. */
  smtp: SmtpConfig | undefined;
  /** How often the alarm notifier scans for incidents (ALARM_SCAN_MS); 0 stops it. */
  alarmScanMs: number;
  /** Where the file store keeps bytes (FILE_STORE): `<dataDir>/files`, or the database. */
  fileStore: 'local' | 'database';
  /** The cloud storage: Google Cloud Storage when GCS_BUCKET is set, else a local bucket. */
  gcs: GcsConfig | undefined;
  /** The local bucket's name (LOCAL_BUCKET), a folder under `<dataDir>/buckets`. */
  localBucket: string;
  /**
   * The key that seals credentials' secrets (CREDENTIAL_KEY: 32 bytes as 64 hex digits or
   * base64); without it, one is generated into `<dataDir>/credential.key` on first start.
   */
  credentialKey: string | undefined;
  /**
   * What outbound connections aimed by tenant configuration (script, package and command
   * connector HTTP, SQL, SFTP, SMTP, alarm webhooks, AS2 partners) may reach besides public
   * addresses (EGRESS_ALLOW, comma-separated): host names and address ranges, e.g.
   * `partners.internal,10.20.0.0/16`. Loopback, private, link-local and the other inner ranges
   * are refused otherwise (see http/egress.ts).
   */
  egressAllow: string[];
  /**
   * The threads that run tenant code and each tenant's share (SCRIPT_THREADS,
   * SCRIPT_TENANT_THREADS, SCRIPT_TENANT_QUEUE; see modules/scripts/script-pool.ts).
   */
  scriptPool: PoolSize;
  /** Monitors, triggers and scheduled commands (issue 23). */
  automation: AutomationConfig;
  /** Usage counters, plans and quotas (issue 24). */
  usage: UsageConfig;
  /**
   * How long a stopping process answers /api/ready with 503 before it closes
   * (SHUTDOWN_DRAIN_MS; 0, the default, closes at once): time for a load balancer to notice.
   */
  shutdownDrainMs: number;
  /**
   * How many distinct users must fail to load a candidate version of a remote within an hour
   * before the server withdraws it (RELEASE_FAILURE_USERS, issue 26).
   */
  releaseFailureUsers: number;
}

export interface AutomationConfig {
  /**
   * How often each process looks for monitors to run, renews its leases and takes over those
   * of a process that died (AUTOMATION_SYNC_MS); 0 runs nothing in the background (tests).
   */
  syncMs: number;
  /**
   * Overrides every file monitor's scan interval (MONITOR_SCAN_MS), which users set in minutes
   * (at least 1, SPEC §9). For benchmarks and tests only.
   */
  scanMs: number | undefined;
  /** How long a lease lasts unless renewed (AUTOMATION_LEASE_MS): a dead holder's work waits this long. */
  leaseMs: number;
}

export interface GcsConfig {
  bucket: string;
  projectId: string | undefined;
  /** Another API endpoint (an emulator such as fake-gcs-server). */
  apiEndpoint: string | undefined;
}

function fileStoreOf(value: string | undefined): ServerConfig['fileStore'] {
  if (value === undefined || value === '' || value === 'local') return 'local';
  if (value === 'database') return 'database';
  throw new Error(`FILE_STORE must be local or database (it is "${value}")`);
}

export interface SmtpConfig {
  host: string;
  port: number;
  /** TLS from the start (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  from: string;
  user: string | undefined;
  password: string | undefined;
}

function smtpOf(env: NodeJS.ProcessEnv): SmtpConfig | undefined {
  if (!env.SMTP_HOST) return undefined;
  return {
    host: env.SMTP_HOST,
    port: wholeNumber('SMTP_PORT', env.SMTP_PORT, 587),
    secure: env.SMTP_SECURE === 'true',
    from: env.SMTP_FROM || 'console@localhost',
    user: env.SMTP_USER || undefined,
    password: env.SMTP_PASSWORD || undefined,
  };
}

const WORKSPACE = path.resolve(__dirname, '../..');

function wholeNumber(name: string, value: string | undefined, fallback: number) {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) {
    throw new Error(`${name} must be a whole number of at least 1 (it is "${value}")`);
  }
  return number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? 'localhost',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(WORKSPACE, 'server/data')),
    jwtSecret: env.JWT_SECRET || undefined,
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 12 * 3600),
    staticRoot: env.CONSOLE_STATIC_ROOT ? path.resolve(env.CONSOLE_STATIC_ROOT) : undefined,
    remotesJson: env.REMOTES_JSON || undefined,
    demoData: env.DEMO_DATA !== 'false',
    as2FunctionsKey: env.AS2_FUNCTIONS_KEY || undefined,
    as2MaxMessageBytes: wholeNumber(
      'AS2_MAX_MESSAGE_BYTES',
      env.AS2_MAX_MESSAGE_BYTES,
      20 * 1024 * 1024,
    ),
    logLevel: env.LOG_LEVEL ?? 'info',
    engineThreads: wholeNumber(
      'ENGINE_THREADS',
      env.ENGINE_THREADS,
      Math.min(4, os.availableParallelism()),
    ),
    engineJobLockMs: wholeNumber('ENGINE_JOB_LOCK_MS', env.ENGINE_JOB_LOCK_MS, 30_000),
    smtp: smtpOf(env),
    alarmScanMs:
      env.ALARM_SCAN_MS === '0' ? 0 : wholeNumber('ALARM_SCAN_MS', env.ALARM_SCAN_MS, 5000),
    fileStore: fileStoreOf(env.FILE_STORE),
    gcs: env.GCS_BUCKET
      ? {
          bucket: env.GCS_BUCKET,
          projectId: env.GCS_PROJECT_ID || undefined,
          apiEndpoint: env.GCS_API_ENDPOINT || undefined,
        }
      : undefined,
    localBucket: env.LOCAL_BUCKET || 'console-bucket',
    credentialKey: env.CREDENTIAL_KEY || undefined,
    egressAllow: (env.EGRESS_ALLOW ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    scriptPool: scriptPoolOf(env),
    automation: {
      syncMs:
        env.AUTOMATION_SYNC_MS === '0'
          ? 0
          : wholeNumber('AUTOMATION_SYNC_MS', env.AUTOMATION_SYNC_MS, 2000),
      scanMs: env.MONITOR_SCAN_MS
        ? wholeNumber('MONITOR_SCAN_MS', env.MONITOR_SCAN_MS, 60_000)
        : undefined,
      leaseMs: wholeNumber('AUTOMATION_LEASE_MS', env.AUTOMATION_LEASE_MS, 15_000),
    },
    usage: readUsageConfig(env),
    shutdownDrainMs:
      env.SHUTDOWN_DRAIN_MS && env.SHUTDOWN_DRAIN_MS !== '0'
        ? wholeNumber('SHUTDOWN_DRAIN_MS', env.SHUTDOWN_DRAIN_MS, 0)
        : 0,
    releaseFailureUsers: wholeNumber('RELEASE_FAILURE_USERS', env.RELEASE_FAILURE_USERS, 3),
  };
}

function scriptPoolOf(env: NodeJS.ProcessEnv): PoolSize {
  const defaults = defaultPoolSize(
    wholeNumber('SCRIPT_THREADS', env.SCRIPT_THREADS, defaultPoolSize().threads),
  );
  return {
    threads: defaults.threads,
    tenantRunning: Math.min(
      defaults.threads,
      wholeNumber('SCRIPT_TENANT_THREADS', env.SCRIPT_TENANT_THREADS, defaults.tenantRunning),
    ),
    tenantQueued: wholeNumber(
      'SCRIPT_TENANT_QUEUE',
      env.SCRIPT_TENANT_QUEUE,
      defaults.tenantQueued,
    ),
  };
}

export const WORKSPACE_ROOT = WORKSPACE;
