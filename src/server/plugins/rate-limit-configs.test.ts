import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { TestOperator } from '../test-support/test-operator.js';
import { clientAddressKey } from './rate-limit-configs.js';

describe('clientAddressKey', () => {
  it('keeps an IPv4 address as is', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('127.0.0.1')).toBe('127.0.0.1');
  });

  it('treats IPv4-mapped IPv6 as the IPv4 address, dotted or in hex', () => {
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(clientAddressKey('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('truncates IPv6 to its /64, whatever the spelling', () => {
    const key = '2001:db8:1:2::/64';
    expect(clientAddressKey('2001:db8:1:2::1')).toBe(key);
    expect(clientAddressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe(key);
    expect(clientAddressKey('2001:0DB8:0001:0002:0000:0000:0000:0001')).toBe(key);
    expect(clientAddressKey('2001:db8:1:2::1%eth0')).toBe(key);
    expect(clientAddressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('2001:db8::1:2:3:4')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('2001:db8:0:0:1::')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('::')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('fe80::1')).toBe('fe80:0:0:0::/64');
    expect(clientAddressKey('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64');
  });
});

describe('address-keyed limits group IPv6 by /64', () => {
  const limit = 3;
  let t: TestApp;
  let operator: TestOperator;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PUBLIC_GET_PER_MINUTE: String(limit) });
    operator = await TestOperator.signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (remoteAddress: string) =>
    t.app.inject({ method: 'GET', url: `/api/get-operator-data?userId=${encodeURIComponent(operator.userId)}`, remoteAddress });

  it('shares one budget between two addresses of one /64, and not with the next /64', async () => {
    const statuses: number[] = [];
    for (const address of ['2001:db8:5:6::1', '2001:db8:5:6::2', '2001:db8:5:6:ffff::9', '2001:db8:5:6::1234']) statuses.push((await get(address)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await get('2001:db8:5:6:abcd::1')).statusCode).toBe(429);
    expect((await get('2001:db8:5:7::1')).statusCode).toBe(200);
  });

  it('counts IPv4-mapped IPv6 with its IPv4 address', async () => {
    const statuses: number[] = [];
    for (const address of ['198.51.100.4', '::ffff:198.51.100.4', '198.51.100.4', '::ffff:198.51.100.4']) statuses.push((await get(address)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await get('198.51.100.5')).statusCode).toBe(200);
  });
});
