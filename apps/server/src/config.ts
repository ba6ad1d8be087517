import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import type { ScryptParameters } from './modules/auth/password.js';

/**
 * The environment, parsed and checked once at start-up. A wrong value stops the server with a
 * message naming the variable, instead of failing later on a customer's request.
 */
const ZEnvironment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().min(1).default('sqlite:./data/freshfold.db'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email().default('admin@freshfold.in'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** log2 of scrypt's N. 17 in production; tests lower it to stay fast. */
  SCRYPT_LOG2_COST: z.coerce.number().int().min(10).max(20).default(17),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export type DatabaseKind = 'sqlite' | 'postgres';

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  databaseUrl: string;
  databaseKind: DatabaseKind;
  jwtSecret: string;
  adminEmail: string;
  adminPassword: string;
  logLevel: string;
  /** The built single-page app; not served when it does not exist (API-only tests). */
  webDist: string | null;
  trustProxy: boolean;
  corsOrigins: string[];
  passwordParams: ScryptParameters;
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

  if (env.NODE_ENV === 'production') {
    const missing = [
      env.JWT_SECRET ? null : 'JWT_SECRET',
      env.ADMIN_PASSWORD ? null : 'ADMIN_PASSWORD',
    ].filter(Boolean);
    if (missing.length > 0) {
      throw new ConfigError(`In production these must be set: ${missing.join(', ')}`);
    }
  }

  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    databaseUrl: env.DATABASE_URL,
    databaseKind,
    jwtSecret: env.JWT_SECRET ?? developmentSecret(env.DATABASE_URL, databaseKind),
    adminEmail: env.ADMIN_EMAIL.toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD ?? 'Admin@12345',
    logLevel: env.LOG_LEVEL,
    webDist: resolveWebDist(env.WEB_DIST),
    trustProxy: env.TRUST_PROXY,
    corsOrigins: env.CORS_ORIGINS,
    passwordParams: { N: 2 ** env.SCRYPT_LOG2_COST, r: 8, p: 1 },
  };
}

/**
 * Outside production a secret is generated once and kept beside the SQLite file (or in
 * ./data for PostgreSQL), so sessions survive a restart without any setup.
 */
function developmentSecret(databaseUrl: string, kind: DatabaseKind): string {
  const folder =
    kind === 'sqlite' && sqliteFileOf(databaseUrl) !== ':memory:'
      ? dirname(sqliteFileOf(databaseUrl))
      : resolve('data');
  const file = join(folder, '.jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(folder, { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
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
