import { z } from 'zod';
import { LOCAL_PORTS, loadServiceConfig } from '@portico/kit';

/**
 * Forms' own variables: where content answers whether a file answer is the caller's upload,
 * and where tenancy lists the members an assignment reaches.
 */
export const loadFormsConfig = (env: NodeJS.ProcessEnv = process.env) =>
  loadServiceConfig(
    'forms',
    {
      CONTENT_ADDR: z.string().min(1).default(`127.0.0.1:${LOCAL_PORTS.content.grpc}`),
      TENANCY_ADDR: z.string().min(1).default(`127.0.0.1:${LOCAL_PORTS.tenancy.grpc}`),
    },
    env,
  );
