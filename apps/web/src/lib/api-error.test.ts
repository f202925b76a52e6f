import { describe, expect, it } from 'vitest';
import { toApiError } from './api-error';

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers });

describe('toApiError', () => {
  it('keeps each refused field’s code beside its message', async () => {
    const error = await toApiError(
      answer(400, {
        error: {
          code: 'validation_failed',
          message: 'The title has at most 150 characters.',
          fields: { title: 'The title has at most 150 characters.', x: 'Odd.' },
          fieldCodes: { title: 'too_long', x: 'a_code_from_a_newer_server' },
        },
      }),
    );
    expect(error.fields.title).toBe('The title has at most 150 characters.');
    expect(error.fieldCodes).toEqual({ title: 'too_long', x: 'a_code_from_a_newer_server' });
  });

  it('reads an answer without codes or body', async () => {
    const limited = await toApiError(
      answer(
        429,
        { error: { code: 'rate_limited', message: 'Slow down.' } },
        { 'Retry-After': '30' },
      ),
    );
    expect([limited.code, limited.fieldCodes, limited.retryAfter]).toEqual([
      'rate_limited',
      {},
      30,
    ]);
    const broken = await toApiError(
      new Response('<html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    expect([broken.code, broken.message, broken.fields]).toEqual(['unknown', 'Bad Gateway', {}]);
  });
});
