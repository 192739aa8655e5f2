import { normalizeText, textError } from './text';

/**
 * Account rules and their messages, word for word from the spec (docs/learner-accounts.md). The screens and the
 * server both use this module, so a rule and its message cannot drift apart.
 */
export const accountMessages = {
  emailRequired: 'Email Id is required',
  emailInvalid: 'Invalid Email',
  passwordRequired: 'Password is required',
  passwordWeak: 'Password must be at least 8 characters with uppercase, numeric, and special characters.',
  confirmPasswordRequired: 'Confirm Password is required',
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  forgotEmailRequired: 'Email is required',
  otpRequired: 'OTP is required',
  passwordEmpty: 'Password cannot be empty.',
  confirmPasswordEmpty: 'Confirm Password cannot be empty.',
  passwordsDiffer: "Password and Confirm Password doesn't match",
  resetEmailMissing: "We couldn't fetch email address. Please try again.",
  resetCodeMissing: "We couldn't verify OTP. Please try again.",
  // Ours: the spec sets no length limit for names, the contract does (100 characters).
  firstNameTooLong: 'First Name must be at most 100 characters.',
  lastNameTooLong: 'Last Name must be at most 100 characters.',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

// A pragmatic address check (one @, a dot in the domain, no spaces); the server also checks RFC 5321 limits.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Email as stored and compared: trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  const normalized = normalizeEmail(email);
  return normalized.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(normalized);
}

/** At least 8 characters with an uppercase letter, a digit and a special character. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /[A-Z]/.test(password) &&
    /[0-9]/.test(password) &&
    /[^A-Za-z0-9]/.test(password)
  );
}

/** Message for an email field, or null when it is fine. */
export function emailError(email: string, requiredMessage: string = accountMessages.emailRequired): string | null {
  if (!email.trim()) return requiredMessage;
  return isValidEmail(email) ? null : accountMessages.emailInvalid;
}

/** Message for a new (sign-up or reset) password, or null when it is fine. */
export function newPasswordError(password: string): string | null {
  if (!password) return accountMessages.passwordRequired;
  return isStrongPassword(password) ? null : accountMessages.passwordWeak;
}

/** Message for a sign-up name, or null when it is fine: required, the text rule (text.ts), at most 100 characters. */
export function nameError(name: string, which: 'first' | 'last'): string | null {
  const first = which === 'first';
  const problem = textError(name, first ? 'First Name' : 'Last Name', { required: true, requiredMessage: first ? accountMessages.firstNameRequired : accountMessages.lastNameRequired });
  if (problem) return problem;
  if (normalizeText(name).length > NAME_MAX_LENGTH) return first ? accountMessages.firstNameTooLong : accountMessages.lastNameTooLong;
  return null;
}

/** Message for a password confirmation, or null when it matches. */
export function confirmPasswordError(password: string, confirmation: string, emptyMessage: string): string | null {
  if (!confirmation) return emptyMessage;
  return confirmation === password ? null : accountMessages.passwordsDiffer;
}

/**
 * True for a path on this site only: an absolute or protocol-relative URL as a `return_url` would let a
 * crafted link send the user to another site after signing in.
 */
export function isSameSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}
