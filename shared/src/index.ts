export * from './zod.js';
export * from './money.js';
export * from './slug.js';
export * from './links.js';
export * from './session.js';
export * from './owner.js';
export * from './admin.js';
export * from './public.js';
