import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnUrl } from './return-url';

describe('return_url', () => {
  it('carries the current path and query to sign-in', () => {
    expect(loginPathFor('/user/login', { pathname: '/journal/notes', search: '?page=2' })).toBe('/user/login?return_url=%2Fjournal%2Fnotes%3Fpage%3D2');
  });

  it.each([
    ['?return_url=%2Fjournal', '/journal'],
    ['?return_url=https%3A%2F%2Fevil.example', null],
    ['?return_url=%2F%2Fevil.example', null],
    ['?return_url=%2F%5Cevil.example', null],
    ['?return_url=javascript%3Aalert(1)', null],
    ['', null],
  ])('accepts only same-site paths: %s', (search, expected) => {
    expect(safeReturnUrl(search)).toBe(expected);
  });
});
