/**
 * OTLP/HTTP's protobuf encoding of a trace export, the one the OpenTelemetry collector's
 * `otlphttp` exporter sends, decoded with protobufjs into the JSON mapping the span store
 * reads (ids in hex, times as nanosecond strings). Only the fields the trace drawer keeps are
 * declared; protobuf skips the others. Field numbers are those of opentelemetry-proto's
 * collector/trace/v1 and trace/v1 messages, which are stable (the protocol is GA).
 */
import protobuf from 'protobufjs';
import type { OtlpTraceRequest } from '../store/trace-spans';

const root = protobuf.parse(`
  syntax = "proto3";
  package otlp;
  message ExportTraceServiceRequest { repeated ResourceSpans resource_spans = 1; }
  message ResourceSpans { Resource resource = 1; repeated ScopeSpans scope_spans = 2; }
  message Resource { repeated KeyValue attributes = 1; }
  message KeyValue { string key = 1; AnyValue value = 2; }
  message AnyValue { oneof value { string string_value = 1; } }
  message ScopeSpans { repeated Span spans = 2; }
  message Span {
    bytes trace_id = 1;
    bytes span_id = 2;
    bytes parent_span_id = 4;
    string name = 5;
    int32 kind = 6;
    fixed64 start_time_unix_nano = 7;
    fixed64 end_time_unix_nano = 8;
    Status status = 15;
  }
  message Status { string message = 2; int32 code = 3; }
`).root;
const ExportTraceServiceRequest = root.lookupType('otlp.ExportTraceServiceRequest');

interface Decoded {
  resourceSpans?: {
    resource?: { attributes?: { key?: string; value?: { stringValue?: string } }[] };
    scopeSpans?: {
      spans?: {
        traceId?: Uint8Array;
        spanId?: Uint8Array;
        parentSpanId?: Uint8Array;
        name?: string;
        kind?: number;
        startTimeUnixNano?: string;
        endTimeUnixNano?: string;
        status?: { message?: string; code?: number };
      }[];
    }[];
  }[];
}

const hex = (bytes: Uint8Array | undefined) => Buffer.from(bytes ?? []).toString('hex');

/** Decodes an ExportTraceServiceRequest; throws on bytes that are not one. */
export function decodeTraceRequest(body: Buffer): OtlpTraceRequest {
  const message = ExportTraceServiceRequest.decode(body);
  const decoded = ExportTraceServiceRequest.toObject(message, { longs: String }) as Decoded;
  return {
    resourceSpans: (decoded.resourceSpans ?? []).map((resourceSpans) => ({
      resource: {
        attributes: (resourceSpans.resource?.attributes ?? []).map((attribute) => ({
          key: attribute.key ?? '',
          value: attribute.value,
        })),
      },
      scopeSpans: (resourceSpans.scopeSpans ?? []).map((scope) => ({
        spans: (scope.spans ?? []).map((span) => ({
          traceId: hex(span.traceId),
          spanId: hex(span.spanId),
          parentSpanId: hex(span.parentSpanId),
          name: span.name,
          kind: span.kind,
          startTimeUnixNano: span.startTimeUnixNano,
          endTimeUnixNano: span.endTimeUnixNano,
          status: span.status,
        })),
      })),
    })),
  };
}

/** The answer to a protobuf export: an empty ExportTraceServiceResponse (every span taken). */
export const EMPTY_EXPORT_RESPONSE = Buffer.alloc(0);
