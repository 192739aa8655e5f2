import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { formatPhone, PHONE_TEXT_MAX_LENGTH, PHONE_TEXT_PATTERN, phoneCountryOf, phoneError, phoneMessages, readPhone, splitPhone } from './phone';

describe('the typed-text rule', () => {
  it('is the contract’s Phone schema, so the server’s 400 and the screens’ check agree', () => {
    const contract = parse(readFileSync(new URL('../../../openapi.yaml', import.meta.url), 'utf8')) as { components: { schemas: Record<string, unknown> } };
    expect(contract.components.schemas['Phone']).toMatchObject({ pattern: PHONE_TEXT_PATTERN.source, maxLength: PHONE_TEXT_MAX_LENGTH });
  });
});

describe('readPhone', () => {
  it('reads the ways people type a number and answers it in E.164', () => {
    for (const typed of ['+91 80 4123 5678', '+91-80-4123-5678', '+91 (80) 4123.5678', '+918041235678', '  +91 80 4123 5678  ']) {
      expect(readPhone(typed), typed).toEqual({ ok: true, phone: '+918041235678' });
    }
    expect(readPhone('+44 20 7946 0321')).toEqual({ ok: true, phone: '+442079460321' });
    expect(readPhone('+1 (416) 555-0123')).toEqual({ ok: true, phone: '+14165550123' });
    expect(readPhone('+852 2123 4567')).toEqual({ ok: true, phone: '+85221234567' });
  });

  it('reads a number without + as one of the default country, national prefix or not', () => {
    expect(readPhone('080 4123 5678', 'in')).toEqual({ ok: true, phone: '+918041235678' });
    expect(readPhone('(080) 4123-5678', 'in')).toEqual({ ok: true, phone: '+918041235678' });
    expect(readPhone('98450 11223', 'in')).toEqual({ ok: true, phone: '+919845011223' });
    expect(readPhone('020 7946 0321', 'gb')).toEqual({ ok: true, phone: '+442079460321' });
    expect(readPhone('2123 4567', 'hk')).toEqual({ ok: true, phone: '+85221234567' });
    // A + and country code win over the default.
    expect(readPhone('+44 20 7946 0321', 'in')).toEqual({ ok: true, phone: '+442079460321' });
  });

  it('takes blank as no number', () => {
    expect(readPhone('')).toEqual({ ok: true, phone: null });
    expect(readPhone('   ', 'in')).toEqual({ ok: true, phone: null });
    expect(readPhone(null)).toEqual({ ok: true, phone: null });
    expect(readPhone(undefined)).toEqual({ ok: true, phone: null });
  });

  it('refuses what is not a valid number, with the message', () => {
    const invalid = { ok: false, message: phoneMessages.invalid };
    expect(readPhone('12345')).toEqual(invalid);
    expect(readPhone('+91 000000000')).toEqual(invalid);
    expect(readPhone('0000000000', 'in')).toEqual(invalid);
    // Without + and with no country to read it in, a number cannot be placed.
    expect(readPhone('080 4123 5678')).toEqual(invalid);
    // Characters nobody types in a number, even around a valid one (the library would skip them).
    expect(readPhone('+91 80 4123 5678 abc')).toEqual(invalid);
    expect(readPhone('tel:+91-80-4123-5678')).toEqual(invalid);
    expect(readPhone('+91 80 4123 5678 ext 12')).toEqual(invalid);
    expect(readPhone('91+8041235678')).toEqual(invalid);
    expect(readPhone(`+91 80 4123 5678${' '.repeat(20)}`)).toEqual(invalid);
  });

  it('refuses a valid number of a country the spec does not list', () => {
    expect(readPhone('+33 1 23 45 67 89')).toEqual({ ok: false, message: phoneMessages.countryNotAllowed });
    expect(readPhone('+1 876 555 0123')).toEqual({ ok: false, message: phoneMessages.countryNotAllowed });
  });
});

describe('phoneError', () => {
  it('is the message of a refused number and null otherwise', () => {
    expect(phoneError('+91 80 4123 5678')).toBeNull();
    expect(phoneError('')).toBeNull();
    expect(phoneError('garbage')).toBe(phoneMessages.invalid);
  });
});

describe('phoneCountryOf', () => {
  it('maps the contract’s countries to the spec’s phone country codes', () => {
    expect(['india', 'usa', 'uk', 'canada', 'australia', 'singapore', 'germany', 'hong_kong'].map(phoneCountryOf)).toEqual(['in', 'us', 'gb', 'ca', 'au', 'sg', 'de', 'hk']);
    expect(phoneCountryOf(null)).toBeNull();
    expect(phoneCountryOf('france')).toBeNull();
    expect(phoneCountryOf('toString')).toBeNull();
  });
});

describe('formatPhone and splitPhone', () => {
  it('show a stored number internationally, or split by country', () => {
    expect(formatPhone('+918041235678')).toBe('+91 80 4123 5678');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone('0000000000')).toBe('0000000000');
    expect(splitPhone('+919845011223')).toEqual({ country: 'in', number: '98450 11223' });
    expect(splitPhone('+14165550123')).toEqual({ country: 'ca', number: '416 555 0123' });
    expect(splitPhone('+6581234567')).toEqual({ country: 'sg', number: '8123 4567' });
    expect(splitPhone(null)).toEqual({ country: null, number: '' });
    expect(splitPhone('+33123456789')).toEqual({ country: null, number: '+33 1 23 45 67 89' });
  });

  it('round-trip: what they show reads back as the stored number', () => {
    for (const stored of ['+918041235678', '+12125550123', '+442079460321', '+61291234567', '+6581234567', '+4930123456', '+85221234567']) {
      const { country, number } = splitPhone(stored);
      expect(readPhone(number, country), stored).toEqual({ ok: true, phone: stored });
      expect(readPhone(formatPhone(stored)), stored).toEqual({ ok: true, phone: stored });
    }
  });
});
