export * from './core';
export * from './offerings';
export * from './publishing';
