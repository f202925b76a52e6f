import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { bearer } from '../../support/factories.ts';

export const cards = {
  ok: {
    number: '4242 4242 4242 4242',
    expMonth: 12,
    expYear: 2040,
    cvc: '123',
    name: 'Amelia Hart',
  },
  declined: {
    number: '4000 0000 0000 0002',
    expMonth: 12,
    expYear: 2040,
    cvc: '123',
    name: 'Amelia Hart',
  },
  confirm: {
    number: '4000 0000 0000 3220',
    expMonth: 12,
    expYear: 2040,
    cvc: '123',
    name: 'Amelia Hart',
  },
};

export function post(
  app: FastifyInstance,
  token: string,
  url: string,
  payload: object,
  key: string | null = randomUUID(),
) {
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
  });
}

export async function adjust(
  app: FastifyInstance,
  adminToken: string,
  schoolId: string,
  amount: number,
) {
  const response = await post(app, adminToken, '/api/wallet/adjustments', {
    schoolId,
    amount,
    memo: 'Opening balance',
  });
  if (response.statusCode !== 201) throw new Error(`adjustment failed: ${response.body}`);
  return response.json();
}
