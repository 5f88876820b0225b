export * from './constants.ts';
export * from './vehicles.ts';
export * from './errors.ts';
export * from './text.ts';
export * from './schemas/common.ts';
export * from './schemas/garage.ts';
export * from './schemas/account.ts';
