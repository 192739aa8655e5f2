export * from './accounts';
export * from './profile';
export * from './support';
