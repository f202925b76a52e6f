import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../support/actors.ts';
import { createSchool } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { feedOf, feedWorld, post, type FeedWorld } from './feeds-world.ts';

let t: TestApp;
let w: FeedWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await feedWorld(t);
});
afterAll(() => t.close());

describe('feed posts', () => {
  it('scopes what each role reads to the audience', async () => {
    const posts = {
      everyone: await post(w.editor, { body: '<p>To all</p>' }),
      staff: await post(w.editor, { body: '<p>Staff only</p>', audience: 'staff' }),
      students: await post(w.editor, { body: '<p>Students</p>', audience: 'students' }),
      klass: await post(w.editor, { body: '<p>The class</p>', audience: `class:${w.klass.id}` }),
    };
    const ids = async (who: Parameters<typeof feedOf>[0]) =>
      new Set((await feedOf(who, `?schoolId=${w.schoolId}`)).items.map((i) => i.id));
    const staff = await ids(w.sadmin);
    const enrolled = await ids(w.student);
    const outsider = await ids(w.outsider);
    const tutor = await ids(w.tutor);
    for (const p of Object.values(posts)) expect(staff.has(p.id)).toBe(true);
    expect(enrolled).toEqual(new Set([posts.everyone.id, posts.students.id, posts.klass.id]));
    expect(outsider).toEqual(new Set([posts.everyone.id, posts.students.id]));
    expect(tutor).toEqual(new Set([posts.everyone.id, posts.klass.id]));
    // By id too: a post not addressed to them is not there.
    expect((await w.student.api.get(`/api/feeds/posts/${posts.staff.id}`)).statusCode).toBe(404);
    expect(
      (await w.outsider.api.get(`/api/feeds/posts/${posts.klass.id}/comments`)).statusCode,
    ).toBe(404);
    expect(
      (await w.student.api.post(`/api/feeds/posts/${posts.staff.id}/comments`, { text: 'hi' }))
        .statusCode,
    ).toBe(404);
  });

  it('lets only staff write, and only the school admin pin and hide', async () => {
    expect((await w.student.api.post('/api/feeds/posts', { body: '<p>x</p>' })).statusCode).toBe(
      403,
    );
    expect((await w.tutor.api.post('/api/feeds/posts', { body: '<p>x</p>' })).statusCode).toBe(403);
    const p = await post(w.editor, { body: '<p>Mine</p>' });
    expect((await w.editor.api.post(`/api/feeds/posts/${p.id}/pin`)).statusCode).toBe(403);
    expect(
      (await w.sadmin.api.patch(`/api/feeds/posts/${p.id}`, { body: '<p>Not yours</p>' }))
        .statusCode,
    ).toBe(403);
    const edited = await w.editor.api.patch(`/api/feeds/posts/${p.id}`, {
      body: '<p>Mine, edited</p>',
    });
    expect(edited.json()).toMatchObject({ body: '<p>Mine, edited</p>', edited: true });
  });

  it('keeps at most three pinned, unpinning the oldest, and lists them first on page one only', async () => {
    const pins = [];
    for (let i = 0; i < 4; i++) {
      pins.push(await post(w.sadmin, { body: `<p>Pin ${i}</p>` }));
      t.clock.advance(1000);
    }
    for (const p of pins) {
      expect((await w.sadmin.api.post(`/api/feeds/posts/${p.id}/pin`)).statusCode).toBe(200);
      t.clock.advance(1000);
    }
    for (let i = 0; i < 3; i++) await post(w.sadmin, { body: `<p>Later ${i}</p>` });
    const first = await feedOf(w.student, '?limit=2');
    const pinned = first.items.filter((i) => i.pinned).map((i) => i.id);
    expect(pinned).toEqual([pins[3]?.id, pins[2]?.id, pins[1]?.id]);
    expect(first.items.slice(0, 3).every((i) => i.pinned)).toBe(true);
    const pin0 = await w.sadmin.api.get(`/api/feeds/posts/${pins[0]?.id}`);
    expect(pin0.json().pinned).toBe(false);
    const second = await feedOf(w.student, `?limit=50&cursor=${first.nextCursor}`);
    expect(second.items.some((i) => i.pinned)).toBe(false);
    expect(second.items.map((i) => i.id)).toContain(pins[0]?.id);
    // Pins in the same instant: the one just pinned is never the one let go.
    for (const p of pins) {
      const pinned = await w.sadmin.api.post(`/api/feeds/posts/${p.id}/pin`);
      expect(pinned.json().pinned).toBe(true);
    }
    for (const p of pins) await w.sadmin.api.post(`/api/feeds/posts/${p.id}/unpin`);
  });

  it('pages by cursor without repeats or gaps while new posts arrive', async () => {
    const school = await signInAs(t, 'sadmin');
    const made: string[] = [];
    for (let i = 0; i < 25; i++) {
      made.push((await post(school, { body: `<p>P${i}</p>` })).id);
      if (i % 3 === 0) t.clock.advance(1000); // several posts share a timestamp: the id breaks ties
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await feedOf(school, `?limit=7${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
      // Posts written between pages land above the cursor, never inside the pages still to come.
      t.clock.advance(1000);
      await post(school, { body: '<p>Meanwhile</p>' });
    } while (cursor);
    expect(seen).toHaveLength(25);
    expect(new Set(seen)).toEqual(new Set(made));
    expect((await school.api.get('/api/feeds?cursor=nonsense')).json().error.fieldCodes).toEqual({
      cursor: 'invalid',
    });
  });

  it('stores an XSS corpus inert in bodies and comments', async () => {
    const corpus = [
      '<script>alert(1)</script><p>a</p>',
      '<p>b<img src=x onerror=alert(1)></p>',
      '<p><a href="javascript:alert(1)">c</a></p>',
      '<p onclick="alert(1)">d</p>',
      '<svg onload=alert(1)></svg><p>e</p>',
      '<iframe src="https://evil.example"></iframe><p>f</p>',
      '<p><img src="/media/00000000-0000-4000-8000-000000000000.webp" onerror="alert(1)"></p>',
      '<p style="background:url(javascript:alert(1))">g</p>',
    ];
    for (const body of corpus) {
      const p = await post(w.sadmin, { body });
      expect(p.body).not.toMatch(/<script|onerror|onload|onclick|javascript:|<iframe|<svg|style=/i);
      const comment = await w.student.api.post(`/api/feeds/posts/${p.id}/comments`, { text: body });
      // Comments are plain text: kept as written, never turned into markup by the server.
      expect(comment.json().text).toBe(body);
    }
    const onlyScript = await w.sadmin.api.post('/api/feeds/posts', { body: '<script>x</script>' });
    expect(onlyScript.statusCode).toBe(400);
    expect(onlyScript.json().error.fieldCodes).toEqual({ body: 'required' });
  });

  it('refuses bad input naming the field', async () => {
    const cases: [object, string][] = [
      [{ body: '' }, 'body'],
      [{ body: '<p>x</p>', audience: 'parents' }, 'audience'],
      [{ body: '<p>x</p>', audience: `class:${crypto.randomUUID()}` }, 'audience'],
      [{ body: '<p>x</p>', publishAt: 'tomorrow' }, 'publishAt'],
      [{ body: '<p>x</p>'.padEnd(20_001, 'x') }, 'body'],
    ];
    for (const [body, field] of cases) {
      const response = await w.sadmin.api.post('/api/feeds/posts', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(Object.keys(response.json().error.fieldCodes ?? response.json().error.fields)).toEqual(
        [field],
      );
    }
    const images = Array.from(
      { length: 11 },
      (_, i) => `<img src="/media/00000000-0000-4000-8000-${String(i).padStart(12, '0')}.webp">`,
    ).join('');
    const many = await w.sadmin.api.post('/api/feeds/posts', { body: `<p>${images}</p>` });
    expect(many.json().error.fieldCodes).toEqual({ body: 'too_many' });
    const p = await post(w.sadmin, { body: '<p>x</p>' });
    const long = await w.student.api.post(`/api/feeds/posts/${p.id}/comments`, {
      text: 'x'.repeat(2001),
    });
    expect(long.json().error.fieldCodes).toEqual({ text: 'too_long' });
  });

  it('answers 404 for another school’s posts, comments and reactions', async () => {
    const other = await signInAs(t, 'sadmin');
    const theirs = await post(other, { body: '<p>Elsewhere</p>' });
    for (const [method, url] of [
      ['GET', `/api/feeds/posts/${theirs.id}`],
      ['GET', `/api/feeds/posts/${theirs.id}/comments`],
      ['POST', `/api/feeds/posts/${theirs.id}/pin`],
      ['DELETE', `/api/feeds/posts/${theirs.id}`],
      ['PUT', `/api/feeds/${theirs.id}/reaction`],
    ] as const) {
      const response = await w.sadmin.api.send(
        method,
        url,
        method === 'PUT' ? { reaction: 'like' } : undefined,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const foreign = (await createSchool(t.database.db)).id;
    expect((await w.sadmin.api.get(`/api/feeds?schoolId=${foreign}`)).statusCode).toBe(404);
    expect(
      (await w.sadmin.api.get('/api/feeds')).json().items.map((i: { id: string }) => i.id),
    ).not.toContain(theirs.id);
  });

  it('hides posts and comments with a reason, audited, out of students’ sight', async () => {
    const p = await post(w.editor, { body: '<p>Oops</p>' });
    const c = await w.student.api.post(`/api/feeds/posts/${p.id}/comments`, { text: 'rude' });
    expect(
      (await w.sadmin.api.post(`/api/feeds/comments/${c.json().id}/hide`, { reason: 'Rude' }))
        .statusCode,
    ).toBe(204);
    expect((await w.student.api.get(`/api/feeds/posts/${p.id}/comments`)).json().items).toEqual([]);
    const hidden = await w.sadmin.api.post(`/api/feeds/posts/${p.id}/hide`, { reason: 'Wrong' });
    expect(hidden.json().hidden).toMatchObject({ reason: 'Wrong' });
    expect((await w.student.api.get(`/api/feeds/posts/${p.id}`)).statusCode).toBe(404);
    const staffView = (await feedOf(w.editor)).items.find((i) => i.id === p.id);
    expect(staffView).toBeDefined();
    const audit = await w.sadmin.api.get(`/api/feeds/posts/${p.id}`);
    expect(audit.statusCode).toBe(200);
    const empty = await w.sadmin.api.post(`/api/feeds/posts/${p.id}/hide`, { reason: ' ' });
    expect(empty.json().error.fieldCodes).toEqual({ reason: 'required' });
  });

  it('keeps replies one level deep', async () => {
    const p = await post(w.editor, { body: '<p>Thread</p>' });
    const top = (
      await w.student.api.post(`/api/feeds/posts/${p.id}/comments`, { text: 'top' })
    ).json();
    t.clock.advance(1000);
    const reply = await w.tutor.api.post(`/api/feeds/posts/${p.id}/comments`, {
      text: 'r',
      parentId: top.id,
    });
    expect(reply.statusCode).toBe(201);
    const deeper = await w.student.api.post(`/api/feeds/posts/${p.id}/comments`, {
      text: 'rr',
      parentId: reply.json().id,
    });
    expect(deeper.json().error.fieldCodes).toEqual({ parentId: 'invalid' });
    const listed = (await w.outsider.api.get(`/api/feeds/posts/${p.id}/comments`)).json();
    expect(listed.items.map((i: { text: string }) => i.text)).toEqual(['top', 'r']);
    expect((await w.sadmin.api.get(`/api/feeds/posts/${p.id}`)).json().commentCount).toBe(2);
  });

  it('lets the author alone change a comment’s text, marked edited', async () => {
    const p = await post(w.editor, { body: '<p>Trip</p>' });
    const made = (
      await w.student.api.post(`/api/feeds/posts/${p.id}/comments`, { text: 'Can I come?' })
    ).json();
    expect(made).toMatchObject({ edited: false, can: { edit: true } });
    const other = (await w.outsider.api.get(`/api/feeds/posts/${p.id}/comments`)).json();
    expect(other.items[0].can.edit).toBe(false);

    const edited = await w.student.api.patch(`/api/feeds/comments/${made.id}`, {
      text: 'Can we both come?',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ text: 'Can we both come?', edited: true });
    const listed = (await w.outsider.api.get(`/api/feeds/posts/${p.id}/comments`)).json();
    expect(listed.items[0]).toMatchObject({ text: 'Can we both come?', edited: true });

    const byOther = await w.sadmin.api.patch(`/api/feeds/comments/${made.id}`, { text: 'No' });
    expect(byOther.statusCode).toBe(403);
    const empty = await w.student.api.patch(`/api/feeds/comments/${made.id}`, { text: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fieldCodes).toEqual({ text: 'required' });
    const elsewhere = await signInAs(t, 'sadmin', {
      schoolId: (await createSchool(t.database.db)).id,
    });
    expect(
      (await elsewhere.api.patch(`/api/feeds/comments/${made.id}`, { text: 'Hi' })).statusCode,
    ).toBe(404);
    // What was stored stays after the refusals.
    const after = (await w.student.api.get(`/api/feeds/posts/${p.id}/comments`)).json();
    expect(after.items[0].text).toBe('Can we both come?');
  });

  // Last: it moves the clock past every access token signed before it.
  it('publishes a scheduled post once, at its time, through the job runner', async () => {
    const school = await signInAs(t, 'sadmin');
    const at = new Date(t.clock.now().getTime() + 60 * 60 * 1000);
    const p = await post(school, { body: '<p>Later today</p>', publishAt: at.toISOString() });
    const student = await signInAs(t, 'student', { schoolId: school.schoolId });
    expect((await feedOf(student)).items).toHaveLength(0);
    // Its author sees it waiting, with its time.
    expect((await feedOf(school)).items).toMatchObject([
      { id: p.id, publishedAt: null, scheduledFor: at.toISOString() },
    ]);
    expect((await student.api.get(`/api/feeds/posts/${p.id}`)).statusCode).toBe(404);
    const jobs = t.app.services.jobs;
    await jobs.wake();
    expect((await feedOf(student)).items).toHaveLength(0);
    t.clock.advance(61 * 60 * 1000);
    await jobs.wake();
    // Access tokens last 15 minutes: read as someone signed in after the hour.
    const later = await signInAs(t, 'student', { schoolId: school.schoolId });
    const listed = await feedOf(later);
    expect(listed.items.map((i) => i.id)).toEqual([p.id]);
    // A second run (a retry, another instance) publishes nothing again.
    const service = t.app.services.feeds;
    expect(await service.publishScheduled(p.id)).toBe(false);
    expect((await feedOf(later)).items).toHaveLength(1);
  });
});
