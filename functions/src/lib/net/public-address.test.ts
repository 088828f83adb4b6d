import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address';

describe('isPublicAddress', () => {
  it('refuses private, loopback, link-local, CGNAT, reserved and multicast IPv4', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255', '198.18.0.1', '192.0.2.10'])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('accepts public IPv4, including neighbours of the blocked ranges', () => {
    for (const address of ['8.8.8.8', '172.32.0.1', '172.15.255.255', '100.128.0.1', '11.0.0.1', '193.0.2.1'])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it('judges IPv6 by its range, and the IPv4 it carries by that address', () => {
    for (const address of ['::1', '::', 'fe80::1', 'fd00::1', 'fc00::5', 'ff02::1', '2001:db8::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '64:ff9b::a9fe:a9fe', '2002:7f00:1::', '::ffff:7f00:1'])
      expect(isPublicAddress(address), address).toBe(false);
    for (const address of ['2606:4700:4700::1111', '2a00:1450:4007:80c::200e', '::ffff:8.8.8.8', '2002:808:808::'])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it('refuses what is not an address', () => {
    for (const address of ['localhost', 'example.com', '', '999.1.1.1', '1.2.3']) expect(isPublicAddress(address), address).toBe(false);
  });
});
