export * from './accounts';
export * from './profile';
export * from './support';
export * from './customers';
export * from './answers';
export * from './roles';
export * from './phone';
export * from './text';
