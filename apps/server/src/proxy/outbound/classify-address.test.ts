import { describe, expect, it } from 'vitest';
import { createAllowList, isSpecialAddress, mayConnect } from './classify-address.ts';

describe('special addresses', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '0.0.0.0',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::127.0.0.1',
    '::7f00:2',
    '::a00:1',
    '::ffff:0:127.0.0.1',
    '::ffff:0:7f00:1',
    '::ffff:0:808:808',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '64:ff9b::a00:1',
    '2002:7f00:1::',
  ])('%s is refused', (address) => {
    expect(isSpecialAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])(
    '%s is public',
    (address) => {
      expect(isSpecialAddress(address)).toBe(false);
    },
  );

  it('treats anything that is not an address as special', () => {
    expect(isSpecialAddress('localhost')).toBe(true);
  });
});

describe('the allow list (UPSTREAM_ALLOW)', () => {
  const allow = createAllowList(['sample.internal', '127.0.0.1', '10.1.0.0/16', '[fd00::5]', '']);

  it('lets listed host names through whatever they resolve to', () => {
    expect(mayConnect(allow, 'Sample.Internal.', '10.9.9.9', 80)).toBe(true);
    expect(mayConnect(allow, 'other.internal', '10.9.9.9', 80)).toBe(false);
  });

  it('lets listed addresses and CIDRs through, and nothing next to them', () => {
    expect(mayConnect(allow, 'x', '127.0.0.1', 80)).toBe(true);
    expect(mayConnect(allow, 'x', '::ffff:127.0.0.1', 80)).toBe(true);
    expect(mayConnect(allow, 'x', '127.0.0.2', 80)).toBe(false);
    expect(mayConnect(allow, 'x', '10.1.200.3', 80)).toBe(true);
    expect(mayConnect(allow, 'x', '10.2.0.1', 80)).toBe(false);
    expect(mayConnect(allow, 'x', 'fd00::5', 80)).toBe(true);
  });

  it('lets an entry with a port through on that port only', () => {
    const one = createAllowList(['127.0.0.2:3001', 'sample.local:8080', '[fd00::7]:8443']);
    expect(mayConnect(one, '127.0.0.2', '127.0.0.2', 3001)).toBe(true);
    expect(mayConnect(one, '127.0.0.2', '127.0.0.2', 3000)).toBe(false);
    expect(mayConnect(one, 'sample.local', '127.0.0.9', 8080)).toBe(true);
    expect(mayConnect(one, 'sample.local', '127.0.0.9', 22)).toBe(false);
    expect(mayConnect(one, 'x', 'fd00::7', 8443)).toBe(true);
    expect(mayConnect(one, 'x', 'fd00::7', 443)).toBe(false);
  });

  it('always lets public addresses through', () => {
    expect(mayConnect(createAllowList([]), 'example.com', '93.184.216.34', 443)).toBe(true);
  });
});
