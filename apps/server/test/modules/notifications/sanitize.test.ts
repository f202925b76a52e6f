import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInAs } from '../../support/actors.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const corpus: string[] = JSON.parse(
  fs.readFileSync(
    path.resolve(import.meta.dirname, '../../../../../fixtures/xss-corpus.json'),
    'utf8',
  ),
);

const allowedTags = new Set(['a', 'b', 'strong', 'i', 'em', 'u', 'br', 'p', 'span']);
const allowedAttributes = new Set(['href', 'title', 'rel']);

/** Every way the stored HTML could still run script or leave the allow-list. */
function activeParts(html: string): string[] {
  const problems: string[] = [];
  for (const [, name = '', attributes = ''] of html.matchAll(/<\/?\s*([a-zA-Z][\w:-]*)([^>]*)>/g)) {
    if (!allowedTags.has(name.toLowerCase())) problems.push(`tag <${name}>`);
    for (const [, attribute = '', value = ''] of attributes.matchAll(
      /([^\s=/]+)\s*(?:=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g,
    )) {
      if (!allowedAttributes.has(attribute.toLowerCase())) problems.push(`attribute ${attribute}`);
      if (attribute.toLowerCase() === 'href') {
        const href = value
          .replace(/^["']|["']$/g, '')
          .replace(/&#?\w+;/g, '')
          .replace(/\s/g, '')
          .toLowerCase();
        if (!/^(https?:|mailto:|\/(?!\/)|#|$)/.test(href) || href.startsWith('//'))
          problems.push(`href ${href}`);
      }
    }
  }
  return problems;
}

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signInAs(t, 'sadmin')).token;
});
afterAll(() => t.close());

describe('notification messages are sanitised on write', () => {
  it('has a corpus of at least 50 payloads', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(50);
  });

  it('stores none of the corpus in an active form', async () => {
    // A school of its own: the list below must hold this corpus and nothing another test posted.
    const admin = await signInAs(t, 'sadmin');
    for (const payload of corpus) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/notifications/announcements',
        headers: bearer(admin.token),
        payload: { message: `<p>Hi</p>${payload}` },
      });
      expect(response.statusCode, payload).toBe(200);
    }
    const stored = await t.app.inject({
      method: 'GET',
      url: '/api/notifications?pageSize=100',
      headers: bearer(admin.token),
    });
    const messages: string[] = stored.json().items.map((n: { message: string }) => n.message);
    expect(messages).toHaveLength(corpus.length);
    for (const message of messages) {
      expect(activeParts(message), message).toEqual([]);
      expect(message.toLowerCase()).not.toMatch(
        /javascript:|vbscript:|data:|onerror|onload|<script/,
      );
    }
  });

  it('keeps the allowed markup: links, emphasis, line breaks', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/notifications/announcements',
      headers: bearer(token),
      payload: {
        message:
          '<p>See <a href="https://school.example/plan">the <em>plan</em></a><br><strong>now</strong></p>',
      },
    });
    const [latest] = (
      await t.app.inject({
        method: 'GET',
        url: '/api/notifications?pageSize=1',
        headers: bearer(token),
      })
    ).json().items;
    expect(latest.message).toBe(
      '<p>See <a href="https://school.example/plan" rel="noopener noreferrer">the <em>plan</em></a><br /><strong>now</strong></p>',
    );
  });
});
