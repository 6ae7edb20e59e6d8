import { z } from 'zod';
import { loadServiceConfig } from '@portico/kit';

/** Forms' own variables: where content answers whether a file answer is the caller's upload. */
export const loadFormsConfig = (env: NodeJS.ProcessEnv = process.env) =>
  loadServiceConfig('forms', { CONTENT_ADDR: z.string().min(1).default('127.0.0.1:50053') }, env);
