import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/test-app.ts';

describe('GET /api/auth/config: the platform site and FAQ', () => {
  it('names the configured Home and FAQ addresses', async () => {
    const test = await createTestApp({
      config: { homeUrl: 'https://help.example.org/', faqUrl: 'https://help.example.org/faq' },
    });
    try {
      const response = await test.app.inject({ method: 'GET', url: '/api/auth/config' });
      expect(response.statusCode).toBe(200);
      expect(response.json().links).toEqual({
        home: 'https://help.example.org/',
        faq: 'https://help.example.org/faq',
      });
    } finally {
      await test.close();
    }
  });

  it('names none when they are not configured, so the console hides both entries', async () => {
    const test = await createTestApp({ config: { homeUrl: undefined, faqUrl: undefined } });
    try {
      const response = await test.app.inject({ method: 'GET', url: '/api/auth/config' });
      expect(response.json().links).toEqual({ home: null, faq: null });
    } finally {
      await test.close();
    }
  });
});
