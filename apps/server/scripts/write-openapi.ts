// Regenerates the committed openapi.json from the route contracts (`npm run openapi`).
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';

export const openApiFile = path.resolve(import.meta.dirname, '../openapi.json');

export async function generateOpenApi(): Promise<string> {
  const database = await openDatabase({ kind: 'embedded' });
  const config = { ...loadConfig({ SEED: 'none', LOG_LEVEL: 'silent' }), webDist: '/nonexistent' };
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const document = `${JSON.stringify(app.swagger(), null, 2)}\n`;
  await app.close();
  await database.close();
  return document;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  fs.writeFileSync(openApiFile, await generateOpenApi());
  console.log(`wrote ${path.relative(process.cwd(), openApiFile)}`);
}
