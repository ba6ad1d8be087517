import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { BRAND, isStrongPassword } from '@freshfold/shared';
import { isEasilyGuessedPassword } from '@freshfold/shared/common-passwords';
import { z } from 'zod';
import type { HashingLimits } from './modules/accounts/hashing-gate.js';
import { DEFAULT_HASHING_LIMITS, type ScryptParameters } from './modules/accounts/password.js';

const DURATION_UNITS = { ms: 1, s: 1000, m: 60 * 1000, h: 60 * 60 * 1000 } as const;

/** A duration such as `15m`, `1h`, `30s` or `500ms` (a bare number is milliseconds). */
const ZMilliseconds = z
  .string()
  .trim()
  .regex(/^\d+(ms|s|m|h)?$/, 'Use a duration such as 15m, 1h, 30s or 500ms')
  .transform((value) => {
    const [, amount = '0', unit = 'ms'] = /^(\d+)(ms|s|m|h)?$/.exec(value) ?? [];
    return Number(amount) * DURATION_UNITS[unit as keyof typeof DURATION_UNITS];
  });
const ZDuration = ZMilliseconds.pipe(
  z.number().int().min(1000, 'A rate-limit window must be at least one second'),
);

/** Unset when absent or empty, so `SMTP_URL=` in an .env file reads as "not configured". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** An absolute http(s) address, kept without a trailing slash. */
const ZHttpUrl = (name: string) =>
  z
    .url({ protocol: /^https?$/, error: `${name} must be an http:// or https:// address` })
    .transform((value) => (value.endsWith('/') ? value.slice(0, -1) : value));

/** Notifications (modules/notifications, docs/notifications.md): every channel off until set. */
const ZNotificationsEnvironment = z.object({
  SMTP_URL: optional(
    z.string().regex(/^smtps?:\/\/[^/]+/, 'SMTP_URL must look like smtp://user:password@host:587'),
  ),
  MAIL_FROM: z.string().min(3).default(`${BRAND.name} <${BRAND.email}>`),
  SHOP_EMAIL: z.email('SHOP_EMAIL must be an e-mail address').default(BRAND.email),
  PUBLIC_URL: optional(ZHttpUrl('PUBLIC_URL')),
  /** The evening time (India) pickup reminders go out for tomorrow's pickups, or `off`. */
  REMINDER_TIME: z
    .string()
    .regex(/^(off|([01]\d|2[0-3]):[0-5]\d)$/, 'REMINDER_TIME must be HH:MM (24-hour, India) or off')
    .default('18:00'),
  WHATSAPP_API_URL: ZHttpUrl('WHATSAPP_API_URL').default('https://graph.facebook.com/v21.0'),
  WHATSAPP_PHONE_NUMBER_ID: optional(
    z.string().regex(/^\d+$/, 'WHATSAPP_PHONE_NUMBER_ID is the number id Meta shows (digits)'),
  ),
  WHATSAPP_TOKEN: optional(z.string().min(1)),
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().min(2).default('en'),
  SMS_API_URL: ZHttpUrl('SMS_API_URL').default('https://api.twilio.com/2010-04-01'),
  SMS_ACCOUNT_SID: optional(z.string().regex(/^AC\w+$/, 'SMS_ACCOUNT_SID starts with AC')),
  SMS_AUTH_TOKEN: optional(z.string().min(1)),
  SMS_FROM: optional(
    z
      .string()
      .regex(
        /^(\+\d{6,15}|MG\w+|[A-Za-z0-9]{3,11})$/,
        'SMS_FROM is a number in E.164 (+91…), a Messaging Service SID (MG…) or a sender id',
      ),
  ),
  NOTIFICATIONS_POLL_INTERVAL: ZMilliseconds.pipe(
    z.number().int().min(50, 'NOTIFICATIONS_POLL_INTERVAL must be at least 50ms'),
  ).default(1000),
  NOTIFICATIONS_RETRY_BASE: ZMilliseconds.pipe(
    z.number().int().min(10, 'NOTIFICATIONS_RETRY_BASE must be at least 10ms'),
  ).default(30 * 1000),
  NOTIFICATIONS_RETRY_FOR: ZMilliseconds.pipe(
    z.number().int().min(1000, 'NOTIFICATIONS_RETRY_FOR must be at least 1s'),
  ).default(24 * 60 * 60 * 1000),
  NOTIFICATIONS_LEASE: ZMilliseconds.pipe(
    z.number().int().min(1000, 'NOTIFICATIONS_LEASE must be at least 1s'),
  ).default(2 * 60 * 1000),
});

/**
 * GST invoices (modules/invoices, docs/payments.md). An invoice number is
 * `{INVOICE_PREFIX}/{FY}/{NNNN}` and GST allows at most 16 characters: with the financial year
 * (7) and four digits that leaves three for the prefix. Credit notes are numbered `CN/{FY}/{NNNN}`,
 * so `CN` cannot be the invoices' prefix.
 */
const ZInvoicingEnvironment = z.object({
  SHOP_LEGAL_NAME: z.string().trim().min(1).max(100).default(BRAND.name),
  GSTIN: optional(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(
        /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/,
        'GSTIN must be a 15-character GSTIN such as 29ABCDE1234F1Z5',
      ),
  ),
  INVOICE_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,3}$/, 'INVOICE_PREFIX must be 1 to 3 letters, digits or hyphens')
    .refine((prefix) => prefix.toUpperCase() !== 'CN', "INVOICE_PREFIX CN is the credit notes'")
    .default('FF'),
});

/**
 * Payments (modules/payments, docs/payments.md): UPI on when `UPI_VPA` is set; Razorpay payment
 * links on when its three secrets are set (all or none).
 */
const ZPaymentsEnvironment = z.object({
  UPI_VPA: optional(
    z
      .string()
      .trim()
      .regex(
        /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/,
        'UPI_VPA must be a UPI id such as freshfold@okhdfcbank',
      ),
  ),
  RAZORPAY_KEY_ID: optional(
    z.string().regex(/^rzp_(test|live)_\w+$/, 'RAZORPAY_KEY_ID starts with rzp_test_ or rzp_live_'),
  ),
  RAZORPAY_KEY_SECRET: optional(z.string().min(1)),
  RAZORPAY_WEBHOOK_SECRET: optional(z.string().min(1)),
  RAZORPAY_API_URL: ZHttpUrl('RAZORPAY_API_URL').default('https://api.razorpay.com'),
});

/**
 * The environment, parsed and checked once at start-up. A wrong value stops the server with a
 * message naming the variable, instead of failing later on a customer's request.
 */
const ZEnvironment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().min(1).default('sqlite:./data/freshfold.db'),
  /** PostgreSQL: connections this process keeps open (each is a backend process). */
  PG_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /**
   * PostgreSQL: `off` answers a placed order before its commit reaches the disk
   * (docs/decisions/008-order-commit-durability.md).
   */
  PG_SYNCHRONOUS_COMMIT: z.enum(['on', 'off']).default('on'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email().default('admin@freshfold.in'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  /**
   * The demo customer (demo@freshfold.in, whose password the README publishes) on an empty
   * database: seeded by default outside production, in production only when set to `true`.
   */
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** 1 in N successful health checks and hashed static assets gets an access line. */
  ACCESS_LOG_SAMPLE: z.coerce.number().int().min(1).default(100),
  WEB_DIST: z.string().optional(),
  /** log2 of scrypt's N. 17 in production; tests lower it to stay fast. */
  SCRYPT_LOG2_COST: z.coerce.number().int().min(10).max(20).default(17),
  /** Password hashes at once; below libuv's thread pool, so files and compression keep threads. */
  PASSWORD_HASH_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_HASHING_LIMITS.concurrency),
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).default(DEFAULT_HASHING_LIMITS.queue),
  PASSWORD_HASH_MAX_WAIT: ZMilliseconds.pipe(
    z.number().int().min(100, 'PASSWORD_HASH_MAX_WAIT must be at least 100ms'),
  ).default(DEFAULT_HASHING_LIMITS.maxWaitMs),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  /**
   * How many reverse proxies stand in front: `true` is one, a number more. The client address is
   * then the X-Forwarded-For entry that the outermost trusted proxy added, never one the client
   * wrote itself (which would let a guesser pose as a new address on every request).
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .refine(
      (value) => /^(true|false|\d{1,2})$/.test(value),
      'Use true, false or a number of proxies',
    )
    .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value))),
  /** Shared rate-limit counters for several instances; in process memory when unset. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).default('freshfold:'),
  RATE_LIMIT_LOGIN_FAILURES: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_LOGIN_ACCOUNT_FAILURES: z.coerce.number().int().min(1).default(100),
  RATE_LIMIT_LOGIN_WINDOW: ZDuration.default(15 * 60 * 1000),
  RATE_LIMIT_REGISTER_PER_HOUR: z.coerce.number().int().min(1).default(100),
  RATE_LIMIT_RESET_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_RESET_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_VOUCHER_FAILURES: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_VOUCHER_WINDOW: ZDuration.default(60 * 60 * 1000),
  RATE_LIMIT_CONTACT_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_CONTACT_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  /** Unset (or empty) leaves the per-address ceiling off: a reverse proxy does that job. */
  RATE_LIMIT_GLOBAL_MAX: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(1).optional(),
  ),
  RATE_LIMIT_GLOBAL_WINDOW: ZDuration.default(60 * 1000),
  ...ZNotificationsEnvironment.shape,
  ...ZInvoicingEnvironment.shape,
  ...ZPaymentsEnvironment.shape,
});

export type DatabaseKind = 'sqlite' | 'postgres';

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  databaseUrl: string;
  databaseKind: DatabaseKind;
  /** PostgreSQL: the connection pool's size. */
  databasePoolSize: number;
  /** PostgreSQL: whether placing an order waits for its commit to reach the disk. */
  orderSynchronousCommit: boolean;
  jwtSecret: string;
  adminEmail: string;
  adminPassword: string;
  /** Seed the demo customer into an empty database (never in production unless SEED_DEMO=true). */
  seedDemo: boolean;
  logLevel: string;
  /** 1 in this many successful health checks and hashed static assets is logged (1: all). */
  accessLogSampleEvery: number;
  /** The built single-page app; not served when it does not exist (API-only tests). */
  webDist: string | null;
  /** Reverse proxies in front whose X-Forwarded-For is believed; 0 for none. */
  trustProxy: number;
  corsOrigins: string[];
  passwordParams: ScryptParameters;
  /** How much password hashing runs and waits at once (modules/accounts/hashing-gate.ts). */
  passwordHashing: HashingLimits;
  rateLimit: RateLimitConfig;
  notifications: NotificationsConfig;
  invoicing: InvoicingConfig;
  payments: PaymentsConfig;
}

/** How customers can pay online (modules/payments); each is null until configured. */
export interface PaymentsConfig {
  /** The shop's UPI id (VPA), the payee of `upi://pay` links. */
  upiVpa: string | null;
  /** Razorpay payment links and their webhook. */
  razorpay: { apiUrl: string; keyId: string; keySecret: string; webhookSecret: string } | null;
}

/** What GST invoices print and how they are numbered (modules/invoices). */
export interface InvoicingConfig {
  /** The shop's legal name, printed at the head of invoices. */
  legalName: string;
  /** The shop's GSTIN: with it invoices are tax invoices, without it bills of supply. */
  gstin: string | null;
  /** The first part of every invoice number, 1 to 3 characters. */
  prefix: string;
}

/** Messages and their channels (docs/notifications.md); a channel is null until configured. */
export interface NotificationsConfig {
  /** The base of links in messages, without a trailing slash. */
  publicUrl: string;
  /** Where the shop's own messages go (new orders, contact messages). */
  shopEmail: string;
  /** Minutes after midnight (India) when tomorrow's pickup reminders go out; null: off. */
  reminderMinute: number | null;
  email: { smtpUrl: string; from: string } | null;
  whatsapp: { apiUrl: string; phoneNumberId: string; token: string; language: string } | null;
  /** Twilio's Messages API. */
  sms: { apiUrl: string; accountSid: string; authToken: string; from: string } | null;
  pollIntervalMs: number;
  /** The first retry's delay; each later one doubles it (with jitter), up to an hour. */
  retryBaseMs: number;
  /** How long after it was enqueued a message is still retried before it is failed. */
  retryForMs: number;
  /** How long a worker holds a claimed message before another instance may take it over. */
  leaseMs: number;
}

/** The abuse limits of docs/api.md ("Rate limits"); every figure comes from the environment. */
export interface RateLimitConfig {
  /** Failed logins one account (normalised e-mail) may have from one client address in a window. */
  loginFailures: number;
  /** Failed logins one account may have from all addresses together in a window. */
  loginAccountFailures: number;
  loginWindowMs: number;
  /** New accounts one client address may create in an hour. */
  registerPerHour: number;
  /** Reset links one client address, and one e-mail address, may ask for in an hour. */
  resetPerAddress: number;
  resetPerEmail: number;
  /** Unknown voucher codes one account, and one client address, may try in a window. */
  voucherFailures: number;
  voucherWindowMs: number;
  /** Contact messages one client address, and one sender's e-mail address, may send in an hour. */
  contactPerAddress: number;
  contactPerEmail: number;
  /** Requests one client address may make per window; null leaves the ceiling off. */
  globalMax: number | null;
  globalWindowMs: number;
  /** Counters shared by every instance; null keeps them in this process. */
  redisUrl: string | null;
  redisKeyPrefix: string;
}

export function databaseKindOf(url: string): DatabaseKind {
  return /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite';
}

/** `sqlite:./data/freshfold.db` → an absolute file path (`:memory:` stays as it is). */
export function sqliteFileOf(url: string): string {
  const path = url.replace(/^sqlite:(\/\/)?/, '');
  return path === ':memory:' ? path : resolve(path);
}

export class ConfigError extends Error {}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnvironment.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  const databaseKind = databaseKindOf(env.DATABASE_URL);

  // Hashing beside the file reads and compression of every other request: leave them threads.
  const threadPool = Number(environment.UV_THREADPOOL_SIZE) || 4;
  if (env.PASSWORD_HASH_CONCURRENCY >= threadPool) {
    throw new ConfigError(
      `Invalid environment:\n  PASSWORD_HASH_CONCURRENCY: must be below libuv's thread pool size (UV_THREADPOOL_SIZE, ${threadPool})`,
    );
  }

  if (env.NODE_ENV === 'production') {
    const missing = [
      env.JWT_SECRET ? null : 'JWT_SECRET',
      env.ADMIN_PASSWORD ? null : 'ADMIN_PASSWORD',
    ].filter(Boolean);
    if (missing.length > 0) {
      throw new ConfigError(`In production these must be set: ${missing.join(', ')}`);
    }
    // The admin seeded into a live shop gets the password every customer's must meet.
    const adminPassword = env.ADMIN_PASSWORD ?? '';
    if (
      !isStrongPassword(adminPassword) ||
      isEasilyGuessedPassword(adminPassword, { email: env.ADMIN_EMAIL })
    ) {
      throw new ConfigError(
        'Invalid environment:\n  ADMIN_PASSWORD: 8 to 128 characters with a lowercase and an uppercase letter, a digit and a special character, and not a common or easily guessed password',
      );
    }
  }

  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    databaseUrl: env.DATABASE_URL,
    databaseKind,
    databasePoolSize: env.PG_POOL_SIZE,
    orderSynchronousCommit: env.PG_SYNCHRONOUS_COMMIT === 'on',
    jwtSecret: env.JWT_SECRET ?? developmentSecret(env.DATABASE_URL, databaseKind),
    adminEmail: env.ADMIN_EMAIL.toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD ?? 'Ledger#Counter26',
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === 'true' : env.NODE_ENV !== 'production',
    logLevel: env.LOG_LEVEL,
    accessLogSampleEvery: env.ACCESS_LOG_SAMPLE,
    webDist: resolveWebDist(env.WEB_DIST),
    trustProxy: env.TRUST_PROXY,
    corsOrigins: env.CORS_ORIGINS,
    passwordParams: { N: 2 ** env.SCRYPT_LOG2_COST, r: 8, p: 1 },
    passwordHashing: {
      concurrency: env.PASSWORD_HASH_CONCURRENCY,
      queue: env.PASSWORD_HASH_QUEUE,
      maxWaitMs: env.PASSWORD_HASH_MAX_WAIT,
    },
    rateLimit: rateLimitConfig(env),
    notifications: notificationsConfig(env),
    invoicing: {
      legalName: env.SHOP_LEGAL_NAME,
      gstin: env.GSTIN ?? null,
      prefix: env.INVOICE_PREFIX,
    },
    payments: paymentsConfig(env),
  };
}

type Environment = z.infer<typeof ZEnvironment>;

function rateLimitConfig(env: Environment): RateLimitConfig {
  return {
    loginFailures: env.RATE_LIMIT_LOGIN_FAILURES,
    loginAccountFailures: env.RATE_LIMIT_LOGIN_ACCOUNT_FAILURES,
    loginWindowMs: env.RATE_LIMIT_LOGIN_WINDOW,
    registerPerHour: env.RATE_LIMIT_REGISTER_PER_HOUR,
    resetPerAddress: env.RATE_LIMIT_RESET_PER_ADDRESS,
    resetPerEmail: env.RATE_LIMIT_RESET_PER_EMAIL,
    voucherFailures: env.RATE_LIMIT_VOUCHER_FAILURES,
    voucherWindowMs: env.RATE_LIMIT_VOUCHER_WINDOW,
    contactPerAddress: env.RATE_LIMIT_CONTACT_PER_ADDRESS,
    contactPerEmail: env.RATE_LIMIT_CONTACT_PER_EMAIL,
    globalMax: env.RATE_LIMIT_GLOBAL_MAX ?? null,
    globalWindowMs: env.RATE_LIMIT_GLOBAL_WINDOW,
    redisUrl: env.REDIS_URL ?? null,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
  };
}

/** The variables that hold text (when they are set). */
type TextVariable = {
  [Name in keyof Environment]-?: Environment[Name] extends string | undefined ? Name : never;
}[keyof Environment];

/**
 * Variables that work only together: their values when all are set, null when none is, and a
 * ConfigError naming the missing ones when only some are.
 */
function allOrNone<Name extends TextVariable>(
  env: Environment,
  purpose: string,
  names: readonly Name[],
): Record<Name, string> | null {
  const text: Partial<Record<TextVariable, string>> = env;
  const missing = names.filter((name) => !text[name]);
  if (missing.length > 0 && missing.length < names.length) {
    throw new ConfigError(
      `Invalid environment:\n  ${missing.join(', ')}: required ${purpose} (the others are set)`,
    );
  }
  if (missing.length > 0) return null;
  return Object.fromEntries(names.map((name) => [name, text[name]])) as Record<Name, string>;
}

function paymentsConfig(env: Environment): PaymentsConfig {
  const razorpay = allOrNone(env, 'for Razorpay payment links', [
    'RAZORPAY_KEY_ID',
    'RAZORPAY_KEY_SECRET',
    'RAZORPAY_WEBHOOK_SECRET',
  ]);
  return {
    upiVpa: env.UPI_VPA ?? null,
    razorpay: razorpay
      ? {
          apiUrl: env.RAZORPAY_API_URL,
          keyId: razorpay.RAZORPAY_KEY_ID,
          keySecret: razorpay.RAZORPAY_KEY_SECRET,
          webhookSecret: razorpay.RAZORPAY_WEBHOOK_SECRET,
        }
      : null,
  };
}

function notificationsConfig(env: Environment): NotificationsConfig {
  const whatsapp = allOrNone(env, 'to send WhatsApp messages', [
    'WHATSAPP_PHONE_NUMBER_ID',
    'WHATSAPP_TOKEN',
  ]);
  const sms = allOrNone(env, 'to send SMS', ['SMS_ACCOUNT_SID', 'SMS_AUTH_TOKEN', 'SMS_FROM']);
  return {
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${String(env.PORT)}`,
    shopEmail: env.SHOP_EMAIL.toLowerCase(),
    reminderMinute:
      env.REMINDER_TIME === 'off'
        ? null
        : Number(env.REMINDER_TIME.slice(0, 2)) * 60 + Number(env.REMINDER_TIME.slice(3)),
    email: env.SMTP_URL ? { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM } : null,
    whatsapp: whatsapp
      ? {
          apiUrl: env.WHATSAPP_API_URL,
          phoneNumberId: whatsapp.WHATSAPP_PHONE_NUMBER_ID,
          token: whatsapp.WHATSAPP_TOKEN,
          language: env.WHATSAPP_TEMPLATE_LANGUAGE,
        }
      : null,
    sms: sms
      ? {
          apiUrl: env.SMS_API_URL,
          accountSid: sms.SMS_ACCOUNT_SID,
          authToken: sms.SMS_AUTH_TOKEN,
          from: sms.SMS_FROM,
        }
      : null,
    pollIntervalMs: env.NOTIFICATIONS_POLL_INTERVAL,
    retryBaseMs: env.NOTIFICATIONS_RETRY_BASE,
    retryForMs: env.NOTIFICATIONS_RETRY_FOR,
    leaseMs: env.NOTIFICATIONS_LEASE,
  };
}

/**
 * Where a development secret is kept: beside its SQLite file and named after it
 * (`data/freshfold.db` → `data/freshfold.db.jwt-secret`), or in ./data named after the
 * PostgreSQL server and database (credentials left out). One secret per database, so a token
 * issued for one database is never accepted by another, whose user ids mean other people.
 * Null for an in-memory database, which lives no longer than the process.
 */
export function jwtSecretFileOf(databaseUrl: string): string | null {
  if (databaseKindOf(databaseUrl) === 'postgres') {
    const url = new URL(databaseUrl);
    const name = `${url.hostname || 'localhost'}-${url.port || '5432'}-${url.pathname.slice(1)}`;
    return join(resolve('data'), `postgres-${name.replace(/[^\w.-]/g, '_')}.jwt-secret`);
  }
  const file = sqliteFileOf(databaseUrl);
  return file === ':memory:' ? null : `${file}.jwt-secret`;
}

/** Before secrets were kept per database, one `.jwt-secret` served every database of a folder. */
const SHARED_SECRET_FILE = '.jwt-secret';

/**
 * Outside production a secret is generated once per database and kept in its file
 * (`jwtSecretFileOf`), so sessions survive a restart without any setup. A SQLite database that
 * does not exist yet gets a new secret even when an old file is left from a deleted database of
 * that name. The folder's old shared `.jwt-secret` is taken over (moved, so that no second
 * database can take it too) by the first database that starts without a secret of its own:
 * a shop with one database keeps its sessions; any other database starts with a new secret.
 */
function developmentSecret(databaseUrl: string, kind: DatabaseKind): string {
  const file = jwtSecretFileOf(databaseUrl);
  if (!file) return randomBytes(48).toString('base64url');
  const folder = dirname(file);
  mkdirSync(folder, { recursive: true });
  const freshDatabase = kind === 'sqlite' && !existsSync(sqliteFileOf(databaseUrl));
  if (freshDatabase) {
    rmSync(file, { force: true });
  } else if (!existsSync(file)) {
    try {
      renameSync(join(folder, SHARED_SECRET_FILE), file);
    } catch {
      // No shared secret left to take over: a new one below.
    }
  }
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    // Another process starting on the same database wrote it first: use theirs.
    return readFileSync(file, 'utf8').trim();
  }
}

function resolveWebDist(configured: string | undefined): string | null {
  const candidates = configured
    ? [resolve(configured)]
    : [
        resolve('apps/web/dist'),
        resolve('../web/dist'),
        resolve(import.meta.dirname, '../../web/dist'),
      ];
  return candidates.find((candidate) => existsSync(join(candidate, 'index.html'))) ?? null;
}
