export * from './errors.ts';
export * from './health.ts';
export * from './messages.ts';
export * from './persona.ts';
export * from './profile.ts';
export * from './sharing.ts';
