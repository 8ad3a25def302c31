import { expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { cookieOptions, sessionCookieName } from './cookie-names.js';

it('uses a __Host- Secure cookie over https and a plain one over http', () => {
  const https = loadConfig({ PUBLIC_URL: 'https://cornice.example' }, '');
  expect(sessionCookieName(https)).toBe('__Host-cornice_session');
  expect(cookieOptions(https, 60)).toEqual({ httpOnly: true, sameSite: 'lax', secure: true, path: '/', maxAge: 60 });
  const http = loadConfig({}, '');
  expect(sessionCookieName(http)).toBe('cornice_session');
  expect(cookieOptions(http, 60).secure).toBe(false);
});
