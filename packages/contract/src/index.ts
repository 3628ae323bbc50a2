export * from './errors.ts';
export * from './health.ts';
export * from './profile.ts';
