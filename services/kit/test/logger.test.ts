import { context, trace, TraceFlags } from '@opentelemetry/api';
import { Writable } from 'node:stream';
import { createLogger } from '../src/logger';
import { initTracing } from '../src/telemetry/tracing';

/** Captures what a logger writes by swapping its destination for an in-memory stream. */
function capture(service: string) {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger(service, 'info', sink), lines };
}

describe('logger', () => {
  beforeAll(() => initTracing('logger-test', {}));

  it('writes JSON lines naming the service and the level by name', () => {
    const { logger, lines } = capture('forms');
    logger.info({ form_id: 'f1' }, 'form published');
    expect(lines[0]).toMatchObject({
      service: 'forms',
      level: 'info',
      msg: 'form published',
      form_id: 'f1',
    });
    expect(typeof lines[0]!.time).toBe('string');
  });

  it('carries the active trace and span ids, so a log line leads to its trace', () => {
    const { logger, lines } = capture('forms');
    const span = trace.wrapSpanContext({
      traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
      spanId: '00f067aa0ba902b7',
      traceFlags: TraceFlags.SAMPLED,
    });
    context.with(trace.setSpan(context.active(), span), () => logger.info('inside a request'));
    logger.info('outside any request');
    expect(lines[0]).toMatchObject({
      trace_id: '4bf92f3577b34da6a3ce929d0e0e4736',
      span_id: '00f067aa0ba902b7',
    });
    expect(lines[1]).not.toHaveProperty('trace_id');
  });
});
