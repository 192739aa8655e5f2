export * from './enums';
export * from './organizations';
export * from './users';
export * from './admins';
export * from './sessions';
export * from './password-reset-codes';
export * from './email-outbox';
export * from './rate-limits';
