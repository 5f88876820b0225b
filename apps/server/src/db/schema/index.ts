export * from './auth.ts';
export * from './images.ts';
export * from './profiles.ts';
export * from './garages.ts';
export * from './security.ts';
export * from './blog.ts';
export * from './forum.ts';
export * from './search.ts';
