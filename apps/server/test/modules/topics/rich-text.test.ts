import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { answer, ask, topicsSchool, type TopicsSchool } from './topics-world.ts';

const corpus: string[] = JSON.parse(
  fs.readFileSync(
    path.resolve(import.meta.dirname, '../../../../../fixtures/xss-corpus.json'),
    'utf8',
  ),
);

const allowedTags = new Set(
  'p br strong b em i u s strike ul ol li a code pre blockquote h2 h3 h4 img'.split(' '),
);
const allowedAttributes = new Set([
  'href',
  'title',
  'rel',
  'src',
  'alt',
  'width',
  'height',
  'start',
  'class',
]);
const upload = '/media/0b0e7a52-3c1d-4c7e-9f0a-1d2e3f4a5b6c.webp';

/** Every way stored HTML could still run script, leave the allow-list or load a foreign image. */
function activeParts(html: string): string[] {
  const problems: string[] = [];
  for (const [, name = '', attributes = ''] of html.matchAll(/<\/?\s*([a-zA-Z][\w:-]*)([^>]*)>/g)) {
    if (!allowedTags.has(name.toLowerCase())) problems.push(`tag <${name}>`);
    for (const [, attribute = '', value = ''] of attributes.matchAll(
      /([^\s=/]+)\s*(?:=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g,
    )) {
      const key = attribute.toLowerCase();
      if (!allowedAttributes.has(key)) problems.push(`attribute ${attribute}`);
      const url = value
        .replace(/^["']|["']$/g, '')
        .replace(/&#?\w+;/g, '')
        .replace(/\s/g, '')
        .toLowerCase();
      if (key === 'href' && (!/^(https?:|mailto:|\/(?!\/)|#|$)/.test(url) || url.startsWith('//')))
        problems.push(`href ${url}`);
      if (key === 'src' && !/^\/media\/[0-9a-f-]{36}(-thumb)?\.webp$/.test(url))
        problems.push(`src ${url}`);
      if (key === 'class' && !/^language-[\w+#-]+$/.test(url)) problems.push(`class ${url}`);
    }
  }
  return problems;
}

let t: TestApp;
let s: TopicsSchool;
beforeAll(async () => {
  t = await createTestApp();
  s = await topicsSchool(t);
});
afterAll(() => t.close());

describe('rich text of topics and answers', () => {
  it('stores none of the XSS corpus in an active form, through title, body and answers', async () => {
    expect(corpus.length).toBeGreaterThanOrEqual(50);
    const topic = await ask(s.student);
    for (const payload of corpus) {
      const created = await s.student.api.post('/api/topics', {
        title: `Question ${payload}`,
        body: `<p>Body</p>${payload}`,
      });
      expect(created.statusCode, payload).toBe(201);
      const stored = (await s.student.api.get(`/api/topics/${created.json().id}`)).json();
      // A title is plain text: no markup survives in it (a lone "<" or ">" is only text).
      expect(stored.title, payload).not.toMatch(/<[a-z!/?]/i);
      expect(activeParts(stored.body), stored.body).toEqual([]);
      expect(stored.body.toLowerCase()).not.toMatch(
        /javascript:|vbscript:|data:|onerror|onload|<script/,
      );
      const replied = await s.classmate.api.post(`/api/topics/${topic.id}/answers`, {
        body: `<p>Answer</p>${payload}`,
      });
      expect(replied.statusCode, payload).toBe(201);
      expect(activeParts(replied.json().body), replied.json().body).toEqual([]);
    }
    const listed = (await s.student.api.get('/api/topics?pageSize=100')).json();
    for (const item of listed.items) expect(item.excerpt).not.toMatch(/<[a-z/]/i);
  });

  it('keeps the allowed formatting and only the project’s own images', async () => {
    const body = [
      '<h2>Setup</h2><p><strong>Bold</strong> <em>italic</em> <u>under</u> <s>struck</s></p>',
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol>',
      '<blockquote><p>quoted</p></blockquote><pre><code class="language-js">let x = 1 &lt; 2;</code></pre>',
      `<p><a href="https://example.org/a" target="_blank">link</a></p><img src="${upload}" alt="graph">`,
      '<img src="https://evil.example/pixel.png"><img src="/media/../secret.webp"><h1>Too big</h1><h5>small</h5>',
    ].join('');
    const topic = await ask(s.student, { title: 'Formatting survives', body });
    const stored = (await s.student.api.get(`/api/topics/${topic.id}`)).json().body;
    expect(stored).toBe(
      [
        '<h2>Setup</h2><p><strong>Bold</strong> <em>italic</em> <u>under</u> <s>struck</s></p>',
        '<ul><li>one</li></ul><ol start="3"><li>three</li></ol>',
        '<blockquote><p>quoted</p></blockquote><pre><code class="language-js">let x = 1 &lt; 2;</code></pre>',
        `<p><a href="https://example.org/a" rel="noopener noreferrer">link</a></p><img src="${upload}" alt="graph" />`,
        'Too bigsmall',
      ].join(''),
    );
    const a = await answer(s.tutor, topic.id, `<p>See <code>x</code></p><img src="${upload}">`);
    expect(a).toMatchObject({ body: `<p>See <code>x</code></p><img src="${upload}" />` });
  });
});
