/**
 * Configuration from the environment, validated with valibot. A bad value stops start-up with a
 * message naming the variable. Secrets are kept out of anything that is logged.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as v from 'valibot';
import webpush from 'web-push';
import { DEFAULT_PLAYER_ORIGIN } from '../shared/player-origin';

const url = (protocols: string[]) =>
  v.pipe(
    v.string(),
    v.url('must be a URL'),
    v.check(
      (value) => protocols.includes(URL.parse(value)?.protocol ?? ''),
      `must start with ${protocols.join(' or ')}//`,
    ),
  );
const flag = v.pipe(
  v.picklist(['0', '1', 'true', 'false']),
  v.transform((value) => value === '1' || value === 'true'),
);
const optionalString = v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty')));

const envSchema = v.object({
  PORT: v.optional(
    v.pipe(v.string(), v.toNumber('must be a number'), v.integer(), v.minValue(0), v.maxValue(65535)),
    '8080',
  ),
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATA_DIR: v.optional(v.string(), './data'),
  PUBLIC_URL: v.optional(url(['http:', 'https:'])),
  DATABASE_URL: v.optional(url(['postgres:', 'postgresql:'])),
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  MAIL_URL: v.optional(url(['smtp:', 'smtps:'])),
  MAIL_FROM: v.optional(v.string(), 'Cypher <no-reply@localhost>'),
  S3_BUCKET: optionalString,
  S3_ENDPOINT: v.optional(url(['http:', 'https:'])),
  S3_REGION: v.optional(v.string(), 'us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: v.optional(flag, 'false'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Where the Stripe SDK sends its calls; only for a local stand-in of api.stripe.com in tests. */
  STRIPE_API_URL: v.optional(url(['http:', 'https:'])),
  /** The local payments sandbox without Stripe; by default on only when PUBLIC_URL is loopback. */
  PAYMENTS_SANDBOX: v.optional(flag),
  PLATFORM_FEE_PERCENT: v.optional(
    v.pipe(v.string(), v.toNumber('must be a number'), v.minValue(0), v.maxValue(100)),
    '10',
  ),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: v.optional(url(['http:', 'https:']), 'https://www.googleapis.com/oauth2/v3/certs'),
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  /** Who push services may contact about our pushes: an https: or mailto: URL. */
  VAPID_SUBJECT: v.optional(url(['https:', 'mailto:'])),
  /** Hosts (host:port) that may receive pushes besides the browsers' push services; a local stand-in. */
  PUSH_SERVICE_HOSTS: optionalString,
  TRUST_PROXY: v.optional(flag, 'false'),
  LOG_REQUESTS: v.optional(flag, 'true'),
  /** Whether new accounts' writes are limited (http/write-limits.ts); off only for tests and the bench. */
  WRITE_LIMITS: v.optional(flag, 'true'),
  /** The e-mail addresses of the moderators' accounts, comma-separated. */
  MODERATOR_EMAILS: optionalString,
  /** The video player's origin (its /embed/{id} pages speak the YouTube iframe API); a stand-in in tests. */
  PLAYER_ORIGIN: v.optional(url(['http:', 'https:']), DEFAULT_PLAYER_ORIGIN),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  databaseUrl?: string;
  jwtSecret: string;
  mail: { url?: string; from: string };
  s3?: {
    bucket: string;
    endpoint?: string;
    region: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    forcePathStyle: boolean;
  };
  stripe?: { secretKey: string; webhookSecret?: string; apiUrl?: string };
  /**
   * Whether the local sandbox takes payments (it completes them with no money moving): never with
   * Stripe; else as PAYMENTS_SANDBOX says, by default only on a loopback PUBLIC_URL, so that a
   * deployed server never lets a buyer grant themselves a fee lab.
   */
  paymentsSandbox: boolean;
  /** The platform's share of each purchase, in percent (0-100). */
  platformFeePercent: number;
  google?: { clientId: string; jwksUrl: string };
  /** Web Push's VAPID keys (base64url) and contact; the private key is a secret. */
  vapid: VapidKeys & { subject: string };
  /** Push endpoints' hosts allowed besides the push services (features/push/push-services.ts). */
  pushServiceHosts: readonly string[];
  trustProxy: boolean;
  logRequests: boolean;
  /** Whether a new account's comments, reactions and shoutouts are limited (http/write-limits.ts). */
  writeLimits: boolean;
  /** The moderators' e-mail addresses, lower-cased as accounts store them (features/moderation). */
  moderatorEmails: ReadonlySet<string>;
  /** The video player's origin, framed by the app (CSP frame-src) and told to it in index.html. */
  playerOrigin: string;
};

export class ConfigError extends Error {}

/** The payment providers Cypher speaks to. */
export type ProviderName = 'stripe' | 'sandbox';

/** The provider that takes payments: Stripe when its key is set, else the sandbox when on, else none. */
export const providerName = (config: Config): ProviderName | null =>
  config.stripe ? 'stripe' : config.paymentsSandbox ? 'sandbox' : null;

type VapidKeys = { publicKey: string; privateKey: string };

/** localhost, 127.0.0.0/8 or ::1 (the URL parser writes IPv4 in dotted form and IPv6 in brackets). */
const isLoopback = (url: string) => {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
};

/** Reads and validates the environment; throws ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = v.safeParse(envSchema, present);
  if (!result.success) {
    const lines = result.issues.map((issue) => `${v.getDotPath(issue) ?? 'environment'} ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = result.output;
  const dataDir = resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    publicUrl,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? generatedSecret(dataDir),
    mail: { url: e.MAIL_URL, from: e.MAIL_FROM },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    stripe: e.STRIPE_SECRET_KEY
      ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiUrl: e.STRIPE_API_URL }
      : undefined,
    paymentsSandbox: !e.STRIPE_SECRET_KEY && (e.PAYMENTS_SANDBOX ?? isLoopback(publicUrl)),
    platformFeePercent: e.PLATFORM_FEE_PERCENT,
    vapid: { ...vapidKeys(e, dataDir), subject: e.VAPID_SUBJECT ?? vapidSubject(publicUrl, e.MAIL_FROM) },
    pushServiceHosts: (e.PUSH_SERVICE_HOSTS ?? '').split(',').flatMap((host) => host.trim() || []),
    google: e.GOOGLE_CLIENT_ID ? { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL } : undefined,
    trustProxy: e.TRUST_PROXY,
    logRequests: e.LOG_REQUESTS,
    writeLimits: e.WRITE_LIMITS,
    moderatorEmails: new Set(
      (e.MODERATOR_EMAILS ?? '').split(',').flatMap((email) => email.trim().toLowerCase() || []),
    ),
    playerOrigin: new URL(e.PLAYER_ORIGIN).origin,
  };
}

/** A secret made once and kept in DATA_DIR, so tokens survive a restart without any set-up. */
function generatedSecret(dataDir: string): string {
  const file = join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The VAPID keys of the environment (both or neither), else a pair made once and kept in DATA_DIR. */
function vapidKeys(e: v.InferOutput<typeof envSchema>, dataDir: string): VapidKeys {
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY)
    return { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY };
  if (e.VAPID_PUBLIC_KEY || e.VAPID_PRIVATE_KEY)
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together',
    );
  const file = join(dataDir, 'vapid.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  mkdirSync(dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

/** The site itself when it is served over HTTPS, else the mail sender's address. */
function vapidSubject(publicUrl: string, mailFrom: string): string {
  if (publicUrl.startsWith('https:')) return publicUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}
