export * from './call-scope';
export * from './client';
export * from './context';
export * from './health';
export * from './internal-token';
export * from './metrics';
export * from './ops';
export * from './server';
export { ERROR_REASON_KEY, unary, type UnaryHandler } from './unary';
