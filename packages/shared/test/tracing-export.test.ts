import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { configureTracing, formatTraceparent, newSpanId, newTraceId, otlpTracesUrl, parseTraceparent, startSpan, tracingEnabled, withTrace } from '../src';

const execFileAsync = promisify(execFile);
const FIXTURES = join(__dirname, 'fixtures', 'tracing');

type Received = { path: string; contentType: string | undefined; body: string };

/** A local OTLP/HTTP receiver that keeps what it is sent. */
async function startReceiver(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', contentType: req.headers['content-type'], body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('span export', () => {
  it('is off without OTEL_EXPORTER_OTLP_ENDPOINT: spans are ids only', () => {
    expect(otlpTracesUrl({})).toBeUndefined();
    expect(otlpTracesUrl({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' })).toBeUndefined();
    expect(otlpTracesUrl({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' })).toBe('http://collector:4318/v1/traces');
    expect(otlpTracesUrl({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/custom' })).toBe('http://collector:4318/custom');

    const tracing = configureTracing({ serviceName: 'obs-test', env: {} });
    expect(tracing.enabled).toBe(false);
    expect(tracingEnabled()).toBe(false);
    const parent = { traceId: newTraceId(), spanId: newSpanId(), sampled: false };
    const span = startSpan('work', { kind: 'server', parent });
    expect(span.trace).toEqual({ traceId: parent.traceId, spanId: expect.stringMatching(/^[0-9a-f]{16}$/), sampled: false, requestId: undefined, traceState: undefined });
    expect(span.trace.span).toBeUndefined();
    // A child made inside the work continues its trace.
    const child = withTrace(span.trace, () => startSpan('call', { kind: 'client' }));
    expect(child.trace.traceId).toBe(parent.traceId);
    expect(child.trace.spanId).not.toBe(span.trace.spanId);
  });

  it('exports spans with OTLP over HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set', async () => {
    const receiver = await startReceiver();
    try {
      const traceId = newTraceId();
      const callerSpanId = newSpanId();
      // A real process: jest's sandbox cannot run the exporter (see fixtures/tracing/register-ts.js).
      const { stdout } = await execFileAsync(
        process.execPath,
        ['-r', join(FIXTURES, 'register-ts.js'), join(FIXTURES, 'export-spans.ts')],
        {
          env: {
            ...process.env,
            OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
            TRACEPARENT: formatTraceparent({ traceId, spanId: callerSpanId, sampled: true }),
          },
          timeout: 20_000,
        },
      );
      const made = JSON.parse(stdout) as { enabled: boolean; server: string; client: string };
      expect(made.enabled).toBe(true);
      const server = parseTraceparent(made.server)!;
      const client = parseTraceparent(made.client)!;
      expect(server.traceId).toBe(traceId);
      expect(client.traceId).toBe(traceId);

      const traces = receiver.received.filter((request) => request.path === '/v1/traces');
      expect(traces.length).toBeGreaterThan(0);
      expect(traces[0].contentType).toMatch(/json/);
      const spans = traces.flatMap((request) => {
        const body = JSON.parse(request.body) as {
          resourceSpans: {
            resource: { attributes: { key: string; value: { stringValue?: string } }[] };
            scopeSpans: { spans: { traceId: string; spanId: string; parentSpanId?: string; name: string }[] }[];
          }[];
        };
        return body.resourceSpans.flatMap((resource) => {
          const serviceName = resource.resource.attributes.find((attribute) => attribute.key === 'service.name')?.value.stringValue;
          return resource.scopeSpans.flatMap((scope) => scope.spans.map((span) => ({ ...span, serviceName })));
        });
      });
      expect(spans).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: 'GET /v1/spaces/:spaceId', traceId, spanId: server.spanId, parentSpanId: callerSpanId, serviceName: 'obs-test' }),
          expect.objectContaining({ name: '/quire.content.v1.SpaceService/GetSpace', traceId, spanId: client.spanId, parentSpanId: server.spanId }),
        ]),
      );
    } finally {
      await receiver.close();
    }
  });
});
