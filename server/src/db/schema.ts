import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { bp, bytea, createTime, updateTime } from './tenant-schema';

export { bp, bpg } from './tenant-schema';

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  roleName: text('role_name').notNull().unique(),
  description: text('description').notNull().default(''),
});

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  email: text('email').notNull(),
  displayName: text('display_name'),
  phone: text('phone'),
  bpId: integer('bp_id')
    .notNull()
    .references(() => bp.id, { onDelete: 'cascade' }),
  /** Rises with every password or role change; tokens signed with an older one are refused. */
  sessionVersion: integer('session_version').notNull().default(0),
  /** Why the session version last rose, so that a refused token is told why (null: password). */
  sessionEndedBy: text('session_ended_by', { enum: ['password', 'roles'] }),
  createTime: createTime(),
  updateTime: updateTime(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/** Tokens signed out before they expire. */
export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Who changed which account, when and from where: role grants and removals, new and deleted
 * users, password changes. No foreign keys: an entry outlives the users and BPs it names.
 * `platformTenantId` is the platform BP (tenant_id null) whose tree the target belongs to.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id').notNull(),
    actorUsername: text('actor_username').notNull(),
    actorBpId: integer('actor_bp_id').notNull(),
    action: text('action', {
      enum: [
        'role.grant',
        'role.remove',
        'user.create',
        'user.delete',
        'password.change',
        'password.reset',
        'package.install',
        'package.upgrade',
        'package.remove',
        'release.start',
        'release.current',
        'release.promote',
        'release.rollback',
        'release.withdraw',
      ],
    }).notNull(),
    targetUsername: text('target_username').notNull(),
    targetBpId: integer('target_bp_id').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    address: text('address').notNull(),
    platformTenantId: integer('platform_tenant_id').notNull(),
  },
  (t) => [index('audit_log_tenant_idx').on(t.platformTenantId, t.id)],
);

/** Failed sign-ins per user and address, to slow down password guessing. */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  firstFailureAt: timestamp('first_failure_at', { withTimezone: true }).notNull(),
});

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => bp.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    password: text('password'),
    subject: text('subject'),
    issuer: text('issuer'),
    serialNumber: text('serial_number'),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    fingerprint: text('fingerprint'),
    hasPrivateKey: boolean('has_private_key').notNull().default(false),
    parseError: text('parse_error'),
    uploadTime: timestamp('upload_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('certificates_tenant_name_idx').on(t.tenantId, t.name)],
);

export const as2Ports = pgTable(
  'as2_ports',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => bp.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['send', 'receive'] }).notNull(),
    name: text('name').notNull(),
    messageType: text('message_type').notNull(),
    as2From: text('as2_from').notNull(),
    as2To: text('as2_to').notNull(),
    url: text('url'),
    timeout: integer('timeout').notNull(),
    description: text('description').notNull().default(''),
    selfCertificate: text('self_certificate'),
    selfCertificatePassword: text('self_certificate_password'),
    partnerCertificate: text('partner_certificate'),
    signed: boolean('signed').notNull().default(false),
    signAlgorithm: text('sign_algorithm').notNull().default('SHA256'),
    encrypted: boolean('encrypted').notNull().default(false),
    encryptAlgorithm: text('encrypt_algorithm').notNull().default('AES256'),
    compressed: boolean('compressed').notNull().default(false),
    mdnMode: text('mdn_mode', { enum: ['sync', 'async'] })
      .notNull()
      .default('sync'),
    mdnSigned: boolean('mdn_signed').notNull().default(false),
    micAlgorithm: text('mic_algorithm').notNull().default('SHA256'),
    asyncMdnUrl: text('async_mdn_url'),
    /** Send ports: retries after a failed first attempt, the first after retryInterval seconds. */
    retryCount: integer('retry_count').notNull().default(0),
    retryInterval: integer('retry_interval').notNull().default(60),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [uniqueIndex('as2_ports_tenant_kind_name_idx').on(t.tenantId, t.kind, t.name)],
);

export const as2Logs = pgTable(
  'as2_logs',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => bp.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    direction: text('direction', { enum: ['send', 'receive'] }).notNull(),
    portName: text('port_name').notNull(),
    as2From: text('as2_from').notNull(),
    as2To: text('as2_to').notNull(),
    fileName: text('file_name').notNull().default(''),
    size: integer('size').notNull().default(0),
    status: text('status', { enum: ['success', 'failed', 'pending'] }).notNull(),
    mdnStatus: text('mdn_status'),
    errorMessage: text('error_message'),
    messageTimestamp: timestamp('message_timestamp', { withTimezone: true }).notNull(),
    mdnTimestamp: timestamp('mdn_timestamp', { withTimezone: true }),
    /** The port that moved the message; null for demo rows and after the port was deleted. */
    portId: integer('port_id').references(() => as2Ports.id, { onDelete: 'set null' }),
    /** The message's AS2 and MIME headers as received or sent (secrets never are headers). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** `base64, algorithm` (RFC 4130 §7.3.1): computed on receipt, or expected back in the MDN. */
    mic: text('mic'),
    /** The MDN as returned or received: its content type and body. */
    mdnContentType: text('mdn_content_type'),
    mdn: bytea('mdn'),
    /** Where the payload was stored in the tenant's file store. */
    filePath: text('file_path'),
    /** Seed data of the demo tenants, not a message that moved. */
    demo: boolean('demo').notNull().default(false),
  },
  (t) => [
    index('as2_logs_tenant_time_idx').on(t.tenantId, t.messageTimestamp),
    // A partner's Message-ID is received once: a resend is answered from the first receipt. A
    // failed receipt does not count, so that the partner may send it again once fixed.
    uniqueIndex('as2_logs_received_once_idx')
      .on(t.tenantId, t.as2From, t.messageId)
      .where(sql`direction = 'receive' AND port_id IS NOT NULL AND status <> 'failed'`),
  ],
);

// The process engine's tables and the alarms' live in their own files.
export * from './engine-schema';
export * from './alarm-schema';
export * from './files-schema';
export * from './connectivity-schema';
export * from './automation-schema';
export * from './market-schema';
export * from './usage-schema';
export * from './release-schema';
