import { expect, it } from 'vitest';
import { senderNetworkOf } from './sender-network.js';

it('groups IPv4 addresses by /24 and IPv6 by /56', () => {
  expect(senderNetworkOf('203.0.113.7')).toBe('203.0.113.0/24');
  expect(senderNetworkOf('203.0.113.250')).toBe('203.0.113.0/24');
  expect(senderNetworkOf('203.0.114.7')).toBe('203.0.114.0/24');
  expect(senderNetworkOf('::ffff:203.0.113.9')).toBe('203.0.113.0/24');
  expect(senderNetworkOf('2001:db8:aa:bb01::1')).toBe('2001:db8:aa:bb00::/56');
  expect(senderNetworkOf('2001:db8:aa:bbff:1:2:3:4')).toBe('2001:db8:aa:bb00::/56');
  expect(senderNetworkOf('2001:db8:aa:bc00::1')).toBe('2001:db8:aa:bc00::/56');
  expect(senderNetworkOf('fe80::1%eth0')).toBe('fe80::/56');
  expect(senderNetworkOf('not an address')).toBe('other:not an address');
});
