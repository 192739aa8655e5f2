import { accountMessages, confirmPasswordError, emailError, nameError, newPasswordError } from '@stride/validation';

// Form rules of the account screens (docs/learner-accounts.md); every message comes from @stride/validation,
// which the server's checks share.

export interface SignUpValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  confirm_password: string;
}

export const signUpRules = {
  first_name: (value: string) => nameError(value, 'first'),
  last_name: (value: string) => nameError(value, 'last'),
  email: (value: string) => emailError(value),
  password: (value: string) => newPasswordError(value),
  confirm_password: (value: string, values: SignUpValues) =>
    confirmPasswordError(values.password, value, accountMessages.confirmPasswordRequired),
};

/** The name a social sign-up asks for when the provider shared none: the sign-up form's rules. */
export interface NameValues {
  first_name: string;
  last_name: string;
}

export const nameRules = { first_name: signUpRules.first_name, last_name: signUpRules.last_name };

export const forgotEmailRules = {
  email: (value: string) => emailError(value, accountMessages.forgotEmailRequired),
};

export interface NewPasswordValues {
  code: string;
  password: string;
  confirm_password: string;
}

/** The new-password step of /user/forgot-password. */
export const newPasswordRules = {
  code: (value: string) => (value.trim() ? null : accountMessages.otpRequired),
  password: (value: string) => (value ? newPasswordError(value) : accountMessages.passwordEmpty),
  confirm_password: (value: string, values: NewPasswordValues) =>
    confirmPasswordError(values.password, value, accountMessages.confirmPasswordEmpty),
};

export interface ResetValues extends NewPasswordValues {
  email: string;
}

/** /user/reset-password: email and code may arrive in the link, so their messages speak of fetching them. */
export const resetRules = {
  email: (value: string) => (value.trim() ? emailError(value) : accountMessages.resetEmailMissing),
  code: (value: string) => (value.trim() ? null : accountMessages.resetCodeMissing),
  password: newPasswordRules.password,
  confirm_password: (value: string, values: ResetValues) =>
    confirmPasswordError(values.password, value, accountMessages.confirmPasswordEmpty),
};
