import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../../logger.js';
import type { Metrics } from './metrics.js';

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

/**
 * The metrics listener: its own port (METRICS_PORT) and address (METRICS_HOST,
 * loopback by default), apart from the API, so metrics are never public by
 * accident. Answers GET /metrics (and HEAD); anything else is 404.
 */
export async function startMetricsServer(
  metrics: Metrics,
  log: Logger,
  opts: { host: string; port: number },
): Promise<MetricsServer> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
        .end('Not found; metrics are at GET /metrics\n');
      return;
    }
    metrics.text().then(
      (text) => {
        res.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (err: unknown) => {
        log.error({ err }, 'metrics could not be collected');
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('metrics could not be collected\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = opts.host.includes(':') ? `[${opts.host}]` : opts.host;
  return {
    url: `http://${host}:${port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
