import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';
import { openPglite } from '../../src/server/db/client';
// The API edge sets valibot's message for malformed calls; it must not hide what a variable needs.
import '../../src/server/http/body';

const dir = mkdtempSync(join(tmpdir(), 'cypher-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('configuration from the environment', () => {
  it('uses the embedded defaults when nothing is set', () => {
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.s3).toBeUndefined();
    expect(config.google).toBeUndefined();
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('makes the VAPID keys once in DATA_DIR, or takes both from the environment', () => {
    const made = loadConfig({ DATA_DIR: dir }).vapid;
    expect(Buffer.from(made.publicKey, 'base64url')).toHaveLength(65);
    expect(loadConfig({ DATA_DIR: dir }).vapid).toEqual(made);
    expect(made.subject).toBe('mailto:no-reply@localhost');
    expect(loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'https://cypher.example' }).vapid.subject).toBe(
      'https://cypher.example',
    );
    const given = { VAPID_PUBLIC_KEY: 'public-key', VAPID_PRIVATE_KEY: 'private-key' };
    const set = loadConfig({ DATA_DIR: dir, ...given, VAPID_SUBJECT: 'mailto:ops@cypher.example' }).vapid;
    expect(set).toEqual({
      publicKey: 'public-key',
      privateKey: 'private-key',
      subject: 'mailto:ops@cypher.example',
    });
    expect(() => loadConfig({ DATA_DIR: dir, VAPID_PUBLIC_KEY: 'public-key' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir, VAPID_SUBJECT: 'http://cypher.example' })).toThrow(
      'VAPID_SUBJECT',
    );
  });

  it('reads the moderators from MODERATOR_EMAILS, lower-cased, none by default', () => {
    expect(loadConfig({ DATA_DIR: dir }).moderatorEmails.size).toBe(0);
    const emails = ' Mod@Example.com,,ops@cypher.example ';
    expect([...loadConfig({ DATA_DIR: dir, MODERATOR_EMAILS: emails }).moderatorEmails]).toEqual([
      'mod@example.com',
      'ops@cypher.example',
    ]);
  });

  it('keeps the generated secret across restarts', () => {
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(loadConfig({ DATA_DIR: dir }).jwtSecret);
  });

  it.each([
    ['PORT', 'eighty', 'PORT must be a number'],
    ['DATABASE_URL', 'mysql://localhost/db', 'DATABASE_URL must start with postgres: or postgresql://'],
    ['MAIL_URL', 'not a url', 'MAIL_URL must be a URL'],
    ['JWT_SECRET', 'short', 'JWT_SECRET must be at least 32 characters'],
    ['S3_FORCE_PATH_STYLE', 'maybe', 'S3_FORCE_PATH_STYLE'],
    ['PAYMENTS_SANDBOX', 'yes', 'PAYMENTS_SANDBOX Invalid type: Expected ("0" | "1" | "true" | "false")'],
  ])('refuses a bad %s with a message naming it', (name, value, message) => {
    expect(() => loadConfig({ DATA_DIR: dir, [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir, [name]: value })).toThrow(message);
  });

  it('turns on the production adapters their variables name', () => {
    const config = loadConfig({
      DATA_DIR: dir,
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      GOOGLE_CLIENT_ID: 'client',
      STRIPE_SECRET_KEY: 'sk_test_x',
    });
    expect(config.s3).toMatchObject({
      bucket: 'media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
    });
    expect(config.google?.clientId).toBe('client');
    expect(config.stripe?.secretKey).toBe('sk_test_x');
    expect(config.paymentsSandbox).toBe(false);
  });

  it.each([
    [undefined, undefined, true],
    ['http://localhost:5173', undefined, true],
    ['http://127.0.0.1:8080', undefined, true],
    ['http://127.8.9.10', undefined, true],
    ['http://[::1]:8080', undefined, true],
    ['https://cypher.example.com', undefined, false],
    ['http://192.168.1.20:8080', undefined, false],
    ['http://localhost.example.com', undefined, false],
    ['http://[::2]', undefined, false],
    ['https://cypher.example.com', 'true', true],
    ['https://staging.example.com', '1', true],
    ['http://localhost:8080', 'false', false],
  ])('with PUBLIC_URL %s and PAYMENTS_SANDBOX %s, the payments sandbox is on: %s', (url, flag, on) => {
    const env = { DATA_DIR: dir, PUBLIC_URL: url, PAYMENTS_SANDBOX: flag };
    expect(loadConfig(env).paymentsSandbox).toBe(on);
    expect(loadConfig({ ...env, STRIPE_SECRET_KEY: 'sk_test_x' }).paymentsSandbox).toBe(false);
  });
});

describe('the embedded database', () => {
  it('refuses a second server on the same data directory with a clear message', async () => {
    const pgliteDir = join(dir, 'pglite');
    const first = await openPglite(pgliteDir);
    const { acquireLock } = await import('../../src/server/db/lock');
    // Another process holds the lock: pid 1 is always alive.
    const { writeFileSync } = await import('node:fs');
    await first.close();
    writeFileSync(join(dir, 'pglite.lock'), '1');
    await expect(openPglite(pgliteDir)).rejects.toThrow(/in use by another Cypher server \(pid 1\)/);
    rmSync(join(dir, 'pglite.lock'));
    const release = acquireLock(join(dir, 'pglite.lock'));
    release();
    const again = await openPglite(pgliteDir);
    await again.close();
  });

  it('takes over a lock left by a process that is gone', async () => {
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(dir, 'pglite.lock'), '999999');
    const database = await openPglite(join(dir, 'pglite'));
    await database.close();
  });
});
