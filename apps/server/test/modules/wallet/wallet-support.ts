import { randomUUID } from 'node:crypto';
import type { Actor } from '../../support/actors.ts';

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

/** A money-moving request as `by`, with a new idempotency key unless one is given (null: none). */
export function post(by: Actor, url: string, payload: object, key: string | null = randomUUID()) {
  return by.api.post(url, payload, { headers: key ? { 'idempotency-key': key } : {} });
}

/** A platform admin's adjustment of a school's wallet. */
export async function adjust(platform: Actor, schoolId: string, amount: number) {
  const response = await post(platform, '/api/wallet/adjustments', {
    schoolId,
    amount,
    memo: 'Opening balance',
  });
  if (response.statusCode !== 201) throw new Error(`adjustment failed: ${response.body}`);
  return response.json();
}
