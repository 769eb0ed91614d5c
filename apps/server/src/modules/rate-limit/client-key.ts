// The key a client address is counted under. One IPv6 customer is normally given a whole /64
// (and can pick any address inside it), so IPv6 addresses are grouped by their /64 prefix;
// IPv4 addresses (also when written IPv4-mapped, ::ffff:a.b.c.d) are counted one by one.
import { isIPv4, isIPv6 } from 'node:net';

const UNKNOWN_CLIENT = 'unknown';

/** The eight 16-bit groups of an IPv6 address, or undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  const withoutZone = address.split('%')[0] ?? '';
  if (!isIPv6(withoutZone)) return undefined;
  let text = withoutZone.toLowerCase();
  // An embedded IPv4 tail (::ffff:192.0.2.1) becomes two hexadecimal groups.
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = tail[1].split('.').map(Number);
    text = `${text.slice(0, -tail[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const restGroups = rest === undefined ? [] : rest ? rest.split(':') : [];
  const missing = 8 - headGroups.length - restGroups.length;
  const groups = [...headGroups, ...Array<string>(rest === undefined ? 0 : missing).fill('0'), ...restGroups];
  return groups.length === 8 ? groups.map((group) => parseInt(group, 16)) : undefined;
}

export function clientLimitKey(address: string | undefined): string {
  if (!address) return UNKNOWN_CLIENT;
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const isMappedIpv4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (isMappedIpv4) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
