import { loadServiceConfig } from '@portico/kit';

export const loadContentConfig = (env: NodeJS.ProcessEnv = process.env) =>
  loadServiceConfig('content', {}, env);
