export * from './ability.ts';
export * from './app.ts';
export * from './auth.ts';
export * from './errors.ts';
export * from './navigation/index.ts';
export * from './notifications.ts';
export * from './search.ts';
