import { pagesFor } from '@school/shared/layout/menu';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type Actor } from '../../support/actors.ts';
import { createSchool, createStudent } from '../../support/factories.ts';
import { card, idempotent } from '../../security/world.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Group = { group: string; items: { id: string; title: string; link: string }[]; more: boolean };
const groupsOf = async (actor: Actor, query: string) => {
  const response = await actor.api.get(`/api/search?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ groups: Group[] }>().groups;
};
const group = (groups: Group[], name: string) => groups.find((g) => g.group === name);
const ids = (items: { id: string }[]) => items.map((i) => i.id);

describe('search', () => {
  it('groups results, 4 each while typing, up to 100 in one group, as the roster lists them', async () => {
    const admin = await signInAs(t, 'sadmin');
    for (let i = 0; i < 6; i++)
      await createStudent(admin, { firstName: 'Zelda', lastName: `Q${i}` });
    await createStudent(admin, { firstName: 'Other', lastName: 'Person' });
    const groups = await groupsOf(admin, 'q=zelda');
    const contacts = group(groups, 'contacts');
    expect(contacts?.items).toHaveLength(4);
    expect(contacts?.more).toBe(true);
    const all = group(await groupsOf(admin, 'q=zelda&group=contacts'), 'contacts');
    expect(all?.items).toHaveLength(6);
    expect(all?.more).toBe(false);
    // The same rows the roster's own list answers, in its order.
    const roster = (await admin.api.get('/api/students?q=zelda&pageSize=100')).json<{
      items: { id: string }[];
    }>();
    expect(ids(all?.items ?? [])).toEqual(ids(roster.items));
    expect(all?.items[0]?.link).toMatch(/^\/manage-students\?q=Zelda/);
  });

  it('lists the pages a role may open, with the variants, and nothing else before typing', async () => {
    const editor = await signInAs(t, 'editor');
    const pages = group(await groupsOf(editor, 'group=pages'), 'pages');
    expect(ids(pages?.items ?? [])).toEqual(pagesFor('editor').map((p) => p.id));
    expect(pages?.items.map((p) => p.title)).toEqual(
      expect.arrayContaining(['Ongoing Classes', 'All Topics']),
    );
    // An editor may not approve classes or open the wallet.
    expect(ids(pages?.items ?? [])).not.toContain('classes-approval');
    expect(ids(pages?.items ?? [])).not.toContain('wallet');
    const typed = group(await groupsOf(editor, 'q=ongoing'), 'pages');
    expect(typed?.items.map((p) => p.link)).toEqual(['/manage-classes/ongoing-classes']);
    expect((await groupsOf(editor, '')).map((g) => g.group)).toEqual(['pages']);
  });

  it('shows each role only what its source lists show, and another school nothing', async () => {
    const admin = await signInAs(t, 'sadmin');
    const other = await signInAs(t, 'sadmin');
    await createStudent(other, { firstName: 'Hidden', lastName: 'Elsewhere' });
    await other.api.post('/api/topics', { title: 'Hidden question', body: '<p>Hidden body</p>' });
    expect(await groupsOf(admin, 'q=hidden')).toEqual([]);
    const foreign = (await createSchool(t.database.db)).id;
    expect((await admin.api.get(`/api/search?q=x&schoolId=${foreign}`)).statusCode).toBe(404);

    // A student has no roster: no student contacts, and no class list.
    const student = await signInAs(t, 'student', { schoolId: admin.schoolId });
    await createStudent(admin, { firstName: 'Rostered', lastName: 'Kid' });
    const seen = await groupsOf(student, 'q=rostered');
    expect(group(seen, 'contacts')).toBeUndefined();
    expect(group(await groupsOf(student, 'q=view&group=pages'), 'pages')).toBeUndefined();

    // The platform admin searches inside the school it names.
    const platform = await signInAs(t, 'admin');
    expect((await groupsOf(platform, 'q=hidden')).map((g) => g.group)).toEqual([]);
    const named = await groupsOf(platform, `q=hidden&schoolId=${other.schoolId}`);
    expect(group(named, 'contacts')?.items.map((i) => i.title)).toEqual(['Hidden Elsewhere']);
    expect(group(named, 'topics')?.items.map((i) => i.title)).toEqual(['Hidden question']);
  });

  it('still answers when chat is off for the caller, without the chat contacts', async () => {
    const admin = await signInAs(t, 'sadmin');
    const editor = await signInAs(t, 'editor', { schoolId: admin.schoolId, lastName: 'Chatless' });
    await createStudent(admin, { firstName: 'Chatless', lastName: 'Pupil' });
    const before = group(await groupsOf(admin, 'q=chatless'), 'contacts');
    expect(before?.items.map((i) => i.id)).toEqual(expect.arrayContaining([editor.userId]));
    const profile = (await admin.api.get('/api/school')).json<Record<string, unknown>>();
    const { id: _id, updatedAt: _updated, ...body } = profile;
    const saved = await admin.api.put('/api/school', { ...body, chatEnabled: false });
    expect(saved.statusCode, saved.body).toBe(200);
    const groups = await groupsOf(admin, 'q=chatless');
    // The roster's student stays; the editor, whom only chat lists, does not.
    expect(group(groups, 'contacts')?.items.map((i) => i.title)).toEqual(['Chatless Pupil']);
    expect(group(groups, 'pages')).toBeUndefined();
    // A tutor who teaches in no school has no chat either.
    const tutor = await signInAs(t, 'tutor');
    expect(group(await groupsOf(tutor, 'q=chatless'), 'contacts')).toBeUndefined();
  });

  it('finds receipts as files for who may see the wallet, dated in the school’s zone', async () => {
    const admin = await signInAs(t, 'sadmin');
    const topUp = await admin.api.post(
      '/api/wallet/top-ups',
      { credits: 100, card },
      { headers: idempotent() },
    );
    expect(topUp.statusCode, topUp.body).toBe(201);
    const receipt = topUp.json<{ id: string; receiptNumber: string }>();
    const answer = await admin.api.get(`/api/search?q=${receipt.receiptNumber}`);
    const files = group(answer.json().groups, 'files');
    expect(files?.items).toEqual([
      expect.objectContaining({ id: receipt.id, link: `/wallet/receipts/${receipt.id}` }),
    ]);
    expect(answer.json().timeZone).toEqual(expect.any(String));
    // An editor has no wallet: no files group.
    const editor = await signInAs(t, 'editor', { schoolId: admin.schoolId });
    expect(group(await groupsOf(editor, `q=${receipt.receiptNumber}`), 'files')).toBeUndefined();
  });

  it('refuses a bad group, naming the field', async () => {
    const admin = await signInAs(t, 'sadmin');
    const response = await admin.api.get('/api/search?q=a&group=nope');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('group');
  });

  it('keeps recent searches per user, newest first', async () => {
    const a = await signInAs(t, 'sadmin');
    const b = await signInAs(t, 'sadmin');
    await a.api.post('/api/search/recent', { q: 'algebra' });
    t.clock.advance(1000);
    await a.api.post('/api/search/recent', { q: 'zelda' });
    expect((await a.api.get('/api/search/recent')).json().items).toEqual(['zelda', 'algebra']);
    expect((await b.api.get('/api/search/recent')).json().items).toEqual([]);
  });
});

describe('bookmarks', () => {
  const twelve = pagesFor('sadmin')
    .map((p) => p.id)
    .slice(0, 12);

  it('keeps 10 in the bar, the rest in overflow, and promotes the first on unstar', async () => {
    expect(twelve).toHaveLength(12);
    const admin = await signInAs(t, 'sadmin');
    for (const id of twelve) {
      expect((await admin.api.put(`/api/search/bookmarks/${id}`)).statusCode).toBe(200);
    }
    let marks = (await admin.api.get('/api/search/bookmarks')).json();
    expect(ids(marks.bar)).toEqual(twelve.slice(0, 10));
    expect(ids(marks.overflow)).toEqual(twelve.slice(10));
    marks = (await admin.api.delete(`/api/search/bookmarks/${twelve[3]}`)).json();
    expect(ids(marks.bar)).toEqual([...twelve.slice(0, 3), ...twelve.slice(4, 11)]);
    expect(ids(marks.overflow)).toEqual([twelve[11]]);
    // Another user's bookmarks are their own.
    const editor = await signInAs(t, 'editor', { schoolId: admin.schoolId });
    expect((await editor.api.get('/api/search/bookmarks')).json()).toEqual({
      bar: [],
      overflow: [],
    });
  });

  it('refuses a page the role may not open', async () => {
    const editor = await signInAs(t, 'editor');
    expect((await editor.api.put('/api/search/bookmarks/wallet')).statusCode).toBe(404);
    expect((await editor.api.put('/api/search/bookmarks/nothing')).statusCode).toBe(404);
  });

  it('serves the legacy shapes: the data list and the flip', async () => {
    const admin = await signInAs(t, 'sadmin');
    const data = (await admin.api.get('/api/search/bookmarks/data')).json();
    expect(data.searchResult).toHaveLength(pagesFor('sadmin').length);
    expect(data.searchResult[0]).toEqual({
      id: expect.any(String),
      target: expect.any(String),
      title: expect.any(String),
      link: expect.any(String),
      icon: expect.any(String),
      starred: false,
    });
    const flipped = await admin.api.post('/api/update/bookmarks', {
      obj: { id: 'students', title: 'whatever', starred: false },
    });
    expect(flipped.statusCode).toBe(200);
    expect(flipped.json()).toEqual({
      id: 'students',
      target: 'students',
      title: 'Manage Students',
      link: '/manage-students',
      icon: 'users',
      starred: true,
    });
    const after = (await admin.api.get('/api/search/bookmarks/data')).json();
    expect(after.searchResult.filter((i: { starred: boolean }) => i.starred)).toHaveLength(1);
    expect(ids((await admin.api.get('/api/search/bookmarks')).json().bar)).toEqual(['students']);
    const back = await admin.api.post('/api/update/bookmarks', { obj: { id: 'students' } });
    expect(back.json().starred).toBe(false);
    const bad = await admin.api.post('/api/update/bookmarks', { obj: {} });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().error.fields)).toContain('obj');
  });
});
