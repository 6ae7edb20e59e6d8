import { loadServiceConfig } from '@portico/kit';

export const loadFormsConfig = (env: NodeJS.ProcessEnv = process.env) =>
  loadServiceConfig('forms', {}, env);
