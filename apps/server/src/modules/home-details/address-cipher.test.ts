import { describe, expect, it } from 'vitest';
import { createAddressCipher, decodeAddressKey } from './address-cipher';

const KEY = '0123456789abcdef'.repeat(4);
const address = { flat: '', number: '5', street: 'Mill Lane', town: 'Leeds', postcode: 'LS6 2AB' };

describe('address cipher', () => {
  it('opens what it sealed, and the sealed bytes do not contain the address', () => {
    const cipher = createAddressCipher(KEY);
    const sealed = cipher.seal(address, 'child-1/home');
    expect(cipher.open(sealed, 'child-1/home')).toEqual(address);
    const text = sealed.toString('latin1');
    for (const part of ['Mill', 'Leeds', 'LS6']) expect(text).not.toContain(part);
  });

  it('seals the same address differently every time', () => {
    const cipher = createAddressCipher(KEY);
    expect(cipher.seal(address, 'c/home').equals(cipher.seal(address, 'c/home'))).toBe(false);
  });

  it('refuses another child or slot, another key and a changed byte', () => {
    const cipher = createAddressCipher(KEY);
    const sealed = cipher.seal(address, 'child-1/home');
    expect(() => cipher.open(sealed, 'child-2/home')).toThrow();
    expect(() => cipher.open(sealed, 'child-1/second')).toThrow();
    expect(() => createAddressCipher('f'.repeat(64)).open(sealed, 'child-1/home')).toThrow();
    const tampered = Buffer.from(sealed);
    tampered[tampered.length - 1] = (tampered.at(-1) ?? 0) ^ 1;
    expect(() => cipher.open(tampered, 'child-1/home')).toThrow();
    expect(() => cipher.open(Buffer.from([1, 2, 3]), 'child-1/home')).toThrow(/Not a sealed address/);
  });

  it('reads hex and base64 keys of 32 bytes only', () => {
    expect(decodeAddressKey(KEY)).toHaveLength(32);
    expect(decodeAddressKey(Buffer.alloc(32, 7).toString('base64url'))).toHaveLength(32);
    expect(() => decodeAddressKey('short')).toThrow(/32 bytes/);
  });
});
