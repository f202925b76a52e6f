// The baseline: every scenario's SQL behind a bare node:http handler (no framework, validation
// or auth), on the same database as the console server. Started by the bench with BENCH_BASELINE.
import http from 'node:http';
import type { Fixture } from '../lib/database.ts';
import type { Engine } from '../lib/options.ts';
import { scenarios } from '../scenarios.ts';
import { openBareDb } from './bare-db.ts';
import type { BareContext, BareHandler } from './handler.ts';

type BaselineConfig = {
  engine: Engine;
  dataDir: string;
  databaseUrl?: string;
  poolSize: number;
  fixture: Fixture;
};

const config = JSON.parse(process.env.BENCH_BASELINE ?? 'null') as BaselineConfig | null;
if (!config) throw new Error('BENCH_BASELINE is not set');

const db = await openBareDb(
  config.engine === 'postgres' && config.databaseUrl
    ? { engine: 'postgres', databaseUrl: config.databaseUrl, poolSize: config.poolSize }
    : { engine: 'embedded', dataDir: config.dataDir },
);
const context: BareContext = { db, engine: config.engine, fixture: config.fixture };

const routes = new Map<string, BareHandler>();
for (const scenario of scenarios) {
  const { method, path } = scenario.request({ fixture: config.fixture, accessToken: '' });
  routes.set(`${method} ${path.split('?')[0]}`, scenario.baseline);
}

async function readBody(request: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? undefined : JSON.parse(text);
}

const server = http.createServer((request, response) => {
  const handler = routes.get(`${request.method} ${(request.url ?? '/').split('?')[0]}`);
  if (!handler) {
    response.writeHead(404).end();
    return;
  }
  readBody(request)
    .then((body) =>
      handler(context, {
        body,
        ip: request.socket.remoteAddress ?? '',
        userAgent: request.headers['user-agent'],
      }),
    )
    .then((answer) => {
      response.writeHead(answer.status, {
        'content-type': 'application/json; charset=utf-8',
        ...answer.headers,
      });
      response.end(JSON.stringify(answer.body));
    })
    .catch((error: unknown) => {
      console.error(error);
      response.writeHead(500).end();
    });
});

server.keepAliveTimeout = 72_000;
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');

const stop = () => {
  server.close();
  server.closeAllConnections();
  db.close()
    .then(() => process.exit(0))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
