import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sendListInPieces } from './serialization.ts';

const listSchema = z.object({
  items: z.array(z.object({ id: z.number(), title: z.string() })),
  timeZone: z.string(),
});
type List = z.infer<typeof listSchema>;

async function answer(body: List, check: boolean) {
  const app = Fastify();
  app.get('/', (_request, reply) => sendListInPieces(reply, body, check ? listSchema : null));
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return response;
}

const list = (count: number): List => ({
  items: Array.from({ length: count }, (_, id) => ({ id, title: `Item "${id}" \u2014 ü` })),
  timeZone: 'Europe/Berlin',
});

describe('sendListInPieces', () => {
  it.each([0, 1, 256, 257, 1000])('writes %i items as the JSON of the whole', async (count) => {
    for (const check of [false, true]) {
      const response = await answer(list(count), check);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.json()).toEqual(list(count));
    }
  });

  it('outside production answers what the schema keeps, and refuses what it does not', async () => {
    const extra = { ...list(2), internal: 'not for clients' } as List;
    expect((await answer(extra, true)).json()).toEqual(list(2));
    const drifted = { items: [{ id: 'one', title: 'x' }], timeZone: 'UTC' } as unknown as List;
    expect((await answer(drifted, true)).statusCode).toBe(500);
  });
});
