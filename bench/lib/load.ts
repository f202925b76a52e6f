import autocannon from 'autocannon';
import type { BenchRequest } from '../scenarios.ts';
import type { Figures } from './goals.ts';
import { percentile } from './stats.ts';

export type LoadOptions = { connections: number; durationSeconds: number };

/**
 * Drives one request at the server for a fixed time and returns throughput and latency
 * percentiles. Latencies are kept per response, so p95 is exact (autocannon's summary has none).
 */
export async function runLoad(
  baseUrl: string,
  request: BenchRequest,
  options: LoadOptions,
): Promise<Figures & { seconds: number }> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${baseUrl}${request.path}`,
        method: request.method,
        headers: request.headers,
        body: request.body,
        connections: options.connections,
        duration: options.durationSeconds,
        timeout: 30,
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
  const sorted = Float64Array.from(latencies).sort();
  const seconds = result.duration;
  return {
    rps: result.requests.total / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    seconds,
  };
}

/** One request, to see that the endpoint answers 2xx before it is measured. */
export async function probe(baseUrl: string, request: BenchRequest): Promise<string | undefined> {
  const response = await fetch(`${baseUrl}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  const text = await response.text();
  return response.ok ? undefined : `${response.status} ${text.slice(0, 300)}`;
}
