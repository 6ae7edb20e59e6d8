/**
 * Prometheus's HTTP API over plain fetch: instant and range queries. Anything but a successful
 * answer (no URL configured, refused connection, timeout, an error status) becomes
 * "unavailable", so no figure is ever made up when Prometheus cannot be asked.
 */
import { DomainError } from '@portico/kit';

export const PROMETHEUS_UNAVAILABLE = 'Prometheus is unavailable';

export const prometheusUnavailable = () =>
  new DomainError('UNAVAILABLE', PROMETHEUS_UNAVAILABLE, 'prometheus_unavailable');

/** One labelled series: [unix seconds, value] pairs, values as Prometheus sends them. */
export interface PromSeries {
  metric: Record<string, string>;
  values: [number, string][];
}

export interface PrometheusClient {
  instant(query: string, at?: Date): Promise<{ metric: Record<string, string>; value: number }[]>;
  range(query: string, start: Date, end: Date, stepSeconds: number): Promise<PromSeries[]>;
}

const TIMEOUT_MS = 5_000;

export function prometheusClient(baseUrl: string | undefined): PrometheusClient {
  async function ask(path: string, params: Record<string, string>): Promise<unknown> {
    if (!baseUrl) throw prometheusUnavailable();
    const url = new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
    let body: { status?: string; data?: { result?: unknown } };
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(params).toString(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw prometheusUnavailable();
      body = (await response.json()) as typeof body;
    } catch {
      throw prometheusUnavailable();
    }
    if (body.status !== 'success') throw prometheusUnavailable();
    return body.data?.result ?? [];
  }

  return {
    async instant(query, at) {
      const result = (await ask('api/v1/query', {
        query,
        ...(at ? { time: String(at.getTime() / 1000) } : {}),
      })) as { metric: Record<string, string>; value: [number, string] }[];
      return result.map((item) => ({ metric: item.metric, value: Number(item.value[1]) }));
    },
    async range(query, start, end, stepSeconds) {
      const result = (await ask('api/v1/query_range', {
        query,
        start: String(start.getTime() / 1000),
        end: String(end.getTime() / 1000),
        step: String(stepSeconds),
      })) as PromSeries[];
      return result;
    },
  };
}
