import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A local HTTP server for command connectors: /ok answers a JSON object, /status/{code}
 * answers that status, /slow/{ms} answers after a delay, /text answers plain text, /big 5 MiB.
 */
export async function startHttpTarget() {
  const received: ReceivedRequest[] = [];
  // Requests being answered now, and the most at once: how many tasks the worker runs at once.
  const load = { inFlight: 0, most: 0 };
  const server = createServer((req, res) => {
    load.most = Math.max(load.most, ++load.inFlight);
    res.on('close', () => load.inFlight--);
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ method: req.method ?? '', path, headers: req.headers, body });
      const status = path.match(/^\/status\/(\d+)/);
      const slow = path.match(/^\/slow\/(\d+)/);
      if (status) {
        res.writeHead(Number(status[1]), { 'content-type': 'text/plain' });
        res.end(`answered ${status[1]}`);
      } else if (slow) {
        const timer = setTimeout(() => res.end('{"late":true}'), Number(slow[1]));
        res.on('close', () => clearTimeout(timer));
      } else if (path === '/big') {
        res.end(JSON.stringify({ blob: 'x'.repeat(5 * 1024 * 1024) }));
      } else if (path === '/soap') {
        res.writeHead(200, { 'content-type': 'text/xml' });
        res.end('<Envelope><Body><Answer><orderNo>PO-9</orderNo></Answer></Body></Envelope>');
      } else if (path === '/text') {
        res.end('plain text');
      } else {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            confirmed: true,
            orderNo: 'PO-7',
            echo: body ? JSON.parse(body) : null,
          }),
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    load,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type HttpTarget = Awaited<ReturnType<typeof startHttpTarget>>;
