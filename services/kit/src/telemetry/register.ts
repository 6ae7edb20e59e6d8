// Imported first by every entry point (see tracing.ts for why the order matters).
import { initTracing } from './tracing';

initTracing(process.env.OTEL_SERVICE_NAME ?? 'portico');
