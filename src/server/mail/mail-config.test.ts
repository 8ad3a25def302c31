import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';

describe('mail configuration', () => {
  it('defaults to the logged outbox, the Cornice sender and a 30 s pass, and 5 contact posts a minute', () => {
    const config = loadConfig({}, '');
    expect(config.mail).toEqual({ smtpUrl: undefined, from: 'Cornice <noreply@cornice.app>', dispatchIntervalSeconds: 30 });
    expect(config.rateLimits.contactPerMinute).toBe(5);
    expect(loadConfig({ SMTP_URL: ' ', MAIL_FROM: '' }, '').mail).toMatchObject({ smtpUrl: undefined, from: 'Cornice <noreply@cornice.app>' });
  });

  it('takes smtp:// and smtps:// URLs and a sender with or without a name', () => {
    const config = loadConfig({ SMTP_URL: 'smtps://user:p%40ss@mail.example:465', MAIL_FROM: 'Foto Cornice <ciao@cornice.example>', MAIL_DISPATCH_INTERVAL_SECONDS: '5' }, '');
    expect(config.mail).toEqual({ smtpUrl: 'smtps://user:p%40ss@mail.example:465', from: 'Foto Cornice <ciao@cornice.example>', dispatchIntervalSeconds: 5 });
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example:587', MAIL_FROM: 'ciao@cornice.example' }, '').mail.from).toBe('ciao@cornice.example');
  });

  it('refuses other URLs, senders without an address, and a zero interval, naming the variable without echoing secrets', () => {
    const refused = (env: NodeJS.ProcessEnv, name: string) => {
      expect(() => loadConfig(env, '')).toThrow(ConfigError);
      expect(() => loadConfig(env, '')).toThrow(name);
    };
    refused({ SMTP_URL: 'https://user:segreto@mail.example' }, 'SMTP_URL');
    refused({ SMTP_URL: 'not a url' }, 'SMTP_URL');
    refused({ MAIL_FROM: 'Cornice' }, 'MAIL_FROM');
    refused({ MAIL_FROM: 'Cornice <noreply>' }, 'MAIL_FROM');
    refused({ MAIL_DISPATCH_INTERVAL_SECONDS: '0' }, 'MAIL_DISPATCH_INTERVAL_SECONDS');
    refused({ RATE_LIMIT_CONTACT_PER_MINUTE: '0' }, 'RATE_LIMIT_CONTACT_PER_MINUTE');
    expect(() => loadConfig({ SMTP_URL: 'https://user:segreto@mail.example' }, '')).not.toThrow(/segreto/);
  });
});
