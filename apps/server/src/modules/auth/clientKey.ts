// The client a login attempt is counted against: its address, with an IPv6 address cut to its
// /64. One IPv6 subscriber is usually given a whole /64, so counting single addresses would hand
// an attacker 2^64 fresh counters; an IPv4 address mapped into IPv6 is the IPv4 address.
import { isIPv6 } from 'node:net';

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** 16-bit groups a part of an IPv6 address spells; a dotted IPv4 tail fills two. */
const groupsOf = (part: string): string[] => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);

const prefix64 = (address: string): string => {
  const [head = '', tail] = address.split('::');
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
};

export const clientKey = (ip: string): string => {
  const address = ip.split('%')[0] ?? '';
  const mapped = MAPPED_IPV4.exec(address)?.[1];
  if (mapped) return mapped;
  return isIPv6(address) ? prefix64(address) : address;
};
