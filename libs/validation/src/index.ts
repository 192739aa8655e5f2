export * from './accounts';
export * from './profile';
