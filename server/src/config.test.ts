import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('/srv/app', 'data'),
      databaseUrl: null,
      redisUrl: null,
      publicUrl: 'http://localhost:3000',
      smtpUrl: null,
      cookieSecure: false,
      sessionDays: 14,
      allowedOrigins: ['http://localhost:3000'],
      staffEmailDomain: null,
      contactEmail: 'support@squadboard.local',
      rateLimitMax: 10,
      logLevel: 'info',
      trustProxy: false,
      sockets: { perPerson: 20, perAddress: 100, messageBurst: 60, messagesPerSecond: 20 },
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/squadboard',
      DATABASE_URL: 'postgres://u:p@db:5432/squadboard',
      REDIS_URL: 'redis://cache:6379',
      PUBLIC_URL: 'https://squadboard.example.com/',
      SMTP_URL: 'smtps://u:p@mail.example.com:465',
      MAIL_FROM: 'Squadboard <hello@example.com>',
      COOKIE_SECURE: 'true',
      SESSION_DAYS: '7',
      ALLOWED_ORIGINS: 'https://squadboard.example.com, https://admin.example.com/',
      STAFF_EMAIL_DOMAIN: 'Example.com',
      CONTACT_EMAIL: 'help@example.com',
      RATE_LIMIT_MAX: '20',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      SOCKETS_PER_USER: '5',
      SOCKETS_PER_ADDRESS: '40',
      SOCKET_MESSAGE_BURST: '30',
      SOCKET_MESSAGES_PER_SECOND: '8',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/squadboard',
      databaseUrl: 'postgres://u:p@db:5432/squadboard',
      redisUrl: 'redis://cache:6379',
      publicUrl: 'https://squadboard.example.com',
      smtpUrl: 'smtps://u:p@mail.example.com:465',
      mailFrom: 'Squadboard <hello@example.com>',
      cookieSecure: true,
      sessionDays: 7,
      allowedOrigins: ['https://squadboard.example.com', 'https://admin.example.com'],
      staffEmailDomain: 'example.com',
      contactEmail: 'help@example.com',
      rateLimitMax: 20,
      logLevel: 'warn',
      trustProxy: true,
      sockets: { perPerson: 5, perAddress: 40, messageBurst: 30, messagesPerSecond: 8 },
    });
  });

  it('derives PUBLIC_URL from PORT and treats empty values as unset', () => {
    expect(loadConfig({ PORT: '3101', DATABASE_URL: '' }).publicUrl).toBe('http://localhost:3101');
    expect(loadConfig({ DATABASE_URL: '  ' }).databaseUrl).toBeNull();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['REDIS_URL', 'http://cache'],
    ['PUBLIC_URL', 'localhost:3000'],
    ['SMTP_URL', 'mail.example.com'],
    ['COOKIE_SECURE', 'maybe'],
    ['SESSION_DAYS', '0'],
    ['ALLOWED_ORIGINS', 'not a url'],
    ['STAFF_EMAIL_DOMAIN', 'nodot'],
    ['CONTACT_EMAIL', 'nobody'],
    ['RATE_LIMIT_MAX', '-1'],
    ['LOG_LEVEL', 'loud'],
    ['SOCKETS_PER_USER', '0'],
    ['SOCKETS_PER_ADDRESS', 'many'],
    ['SOCKET_MESSAGE_BURST', '1.5'],
    ['SOCKET_MESSAGES_PER_SECOND', '0'],
  ])('names the variable when %s=%s is invalid', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrowError(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrowError(
      new RegExp(`Invalid environment variable ${name}:`),
    );
  });

  it('reports every invalid variable at once', () => {
    try {
      loadConfig({ PORT: 'x', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT[\s\S]*LOG_LEVEL/);
    }
  });
});
