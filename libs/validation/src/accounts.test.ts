import { describe, expect, it } from 'vitest';
import {
  accountMessages,
  confirmPasswordError,
  emailError,
  isStrongPassword,
  isValidEmail,
  nameError,
  newPasswordError,
  normalizeEmail,
} from './accounts';

describe('account rules', () => {
  it('lower-cases and trims emails', () => {
    expect(normalizeEmail('  Ada.Lovelace@Example.COM ')).toBe('ada.lovelace@example.com');
  });

  it.each([
    ['ada@example.com', true],
    ['ada@example', false],
    ['ada example.com', false],
    ['@example.com', false],
    ['a'.repeat(250) + '@x.io', false],
  ])('checks the email %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });

  it('gives the spec messages for emails', () => {
    expect(emailError('')).toBe(accountMessages.emailRequired);
    expect(emailError('nope')).toBe('Invalid Email');
    expect(emailError('', accountMessages.forgotEmailRequired)).toBe('Email is required');
    expect(emailError('ada@example.com')).toBeNull();
  });

  it.each([
    ['Str0ng!pw', true],
    ['short1!', false],
    ['alllowercase1!', false],
    ['NoDigits!!', false],
    ['NoSpecial123', false],
  ])('judges the password %s', (password, strong) => {
    expect(isStrongPassword(password)).toBe(strong);
  });

  it('gives the spec messages for new passwords', () => {
    expect(newPasswordError('')).toBe('Password is required');
    expect(newPasswordError('weak')).toBe(
      'Password must be at least 8 characters with uppercase, numeric, and special characters.',
    );
    expect(newPasswordError('Str0ng!pw')).toBeNull();
  });

  it('gives the spec messages for names', () => {
    expect(nameError('  ', 'first')).toBe('First Name is required');
    expect(nameError('', 'last')).toBe('Last Name is required');
    expect(nameError('x'.repeat(101), 'first')).toBe('First Name must be at most 100 characters.');
    expect(nameError(' Ada ', 'first')).toBeNull();
    expect(nameError('\u00a0\u3000', 'last')).toBe('Last Name is required');
    expect(nameError('Ada\u202e', 'first')).toBe('First Name must not contain characters that change the direction of text.');
    expect(nameError('Ada\u001b[2J', 'last')).toBe('Last Name must not contain control characters.');
    expect(nameError('हिन्दी 学習 عبد الله', 'first')).toBeNull();
  });

  it('gives the spec messages for confirmations', () => {
    expect(confirmPasswordError('Str0ng!pw', '', accountMessages.confirmPasswordRequired)).toBe('Confirm Password is required');
    expect(confirmPasswordError('Str0ng!pw', '', accountMessages.confirmPasswordEmpty)).toBe('Confirm Password cannot be empty.');
    expect(confirmPasswordError('Str0ng!pw', 'Str0ng!pX', accountMessages.confirmPasswordEmpty)).toBe("Password and Confirm Password doesn't match");
    expect(confirmPasswordError('Str0ng!pw', 'Str0ng!pw', accountMessages.confirmPasswordEmpty)).toBeNull();
  });
});
