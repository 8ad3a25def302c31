import ipaddr from 'ipaddr.js';

/**
 * The network a client address belongs to, as one sender: an IPv4 /24 (IPv4-mapped IPv6
 * included) or an IPv6 /56, the block a provider usually hands one customer. A flood from a
 * handful of neighbouring addresses then counts as one sender.
 */
export function senderNetworkOf(ip: string): string {
  const zone = ip.indexOf('%');
  const address = zone === -1 ? ip : ip.slice(0, zone);
  if (!ipaddr.isValid(address)) return `other:${address.slice(0, 64)}`;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') {
    const octets = parsed.toByteArray();
    return `${octets.slice(0, 3).join('.')}.0/24`;
  }
  const bytes = parsed.toByteArray().slice(0, 7);
  const network = ipaddr.fromByteArray([...bytes, ...new Array<number>(16 - bytes.length).fill(0)]);
  return `${network.toString()}/56`;
}
