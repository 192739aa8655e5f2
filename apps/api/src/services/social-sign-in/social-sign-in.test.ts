import { describe, expect, it } from 'vitest';
import { nameFromClaims } from './social-sign-in';

const claims = (given_name: string | null, family_name: string | null, name: string | null) => ({ given_name, family_name, name });

describe('nameFromClaims', () => {
  it('takes given_name and family_name, else the first word of name and the rest', () => {
    expect(nameFromClaims(claims('Sam', 'Carter', 'Sam Carter'))).toEqual({ first_name: 'Sam', last_name: 'Carter' });
    expect(nameFromClaims(claims(null, null, 'Ana  de la Cruz'))).toEqual({ first_name: 'Ana', last_name: 'de la Cruz' });
    expect(nameFromClaims(claims('Ana', null, 'Ana de la Cruz'))).toEqual({ first_name: 'Ana', last_name: 'de la Cruz' });
  });

  it('is null unless both a first and a last name are there, so the learner is asked', () => {
    expect(nameFromClaims(claims(null, null, null))).toBeNull();
    expect(nameFromClaims(claims('Prince', null, 'Prince'))).toBeNull();
    expect(nameFromClaims(claims(null, 'Okafor', null))).toBeNull();
  });
});
