import { studentSortKeys } from '@school/shared/students/students.contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInAs } from '../../support/actors.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

type Listed = {
  items: { id: string; firstName: string; lastName: string; email: string }[];
  total: number;
  page: number;
  pageSize: number;
  totalIsLowerBound?: boolean;
};

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A signed-in school administrator of a new, empty school. */
async function newSchool(): Promise<{ token: string; schoolId: string }> {
  const admin = await signInAs(t, 'sadmin');
  return { token: admin.token, schoolId: admin.schoolId ?? '' };
}

async function list(token: string, query: string): Promise<Listed> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/students?${query}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Listed>();
}

async function create(token: string, payload: Record<string, unknown>): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/students',
    headers: bearer(token),
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

const names = (listed: Listed) => listed.items.map((s) => `${s.firstName} ${s.lastName}`);

describe('roster search', () => {
  let token: string;

  beforeAll(async () => {
    ({ token } = await newSchool());
    for (const [firstName, lastName, email] of [
      ['Vyra', 'Stone', 'stone.v@prefix.example'],
      ['Lin', 'Vyborg', 'lin.v@prefix.example'],
      ['Ann', 'Moss', 'vy.moss@prefix.example'],
      ['Navya', 'Kovy', 'navya.kovy@prefix.example'],
    ] as const) {
      await create(token, { firstName, lastName, email });
    }
  });

  it('matches the start of a first name, last name or e-mail for one or two letters', async () => {
    expect(names(await list(token, 'q=vy'))).toEqual(['Ann Moss', 'Vyra Stone', 'Lin Vyborg']);
    expect((await list(token, 'q=VY')).total).toBe(3);
    expect(names(await list(token, 'q=l'))).toEqual(['Lin Vyborg']);
    expect(names(await list(token, 'q=vy%20stone'))).toEqual(['Vyra Stone']);
    expect((await list(token, 'q=_')).total).toBe(0);
  });

  it('matches anywhere in the name or e-mail from three letters on', async () => {
    expect(names(await list(token, 'q=avy'))).toEqual(['Navya Kovy']);
    expect(names(await list(token, 'q=kovy'))).toEqual(['Navya Kovy']);
    expect((await list(token, 'q=prefix.example')).total).toBe(4);
  });
});

describe('roster order', () => {
  let token: string;

  beforeAll(async () => {
    ({ token } = await newSchool());
    // Ties on every sort key but the id: only the id keeps pages apart.
    const rows = [
      ['Sam', 'Lee', 'Grade 8'],
      ['Sam', 'Lee', 'Grade 8'],
      ['Sam', 'Lee', null],
      ['Ada', 'Lee', 'Grade 7'],
      ['Sam', 'Abel', 'Grade 8'],
      ['Bo', 'Zane', null],
    ] as const;
    for (const [i, [firstName, lastName, grade]] of rows.entries()) {
      const id = await create(token, {
        firstName,
        lastName,
        grade,
        email: `${firstName.toLowerCase()}${i}@order.example`,
        invite: i === 1,
      });
      if (i === 2) {
        await t.app.inject({
          method: 'PATCH',
          url: `/api/students/${id}`,
          headers: bearer(token),
          payload: { status: 'deactivated' },
        });
      }
    }
  });

  it('sorts by every key both ways, descending being the exact reverse', async () => {
    for (const key of studentSortKeys) {
      const ascending = (await list(token, `sort=${key}`)).items.map((s) => s.id);
      const descending = (await list(token, `sort=-${key}`)).items.map((s) => s.id);
      expect(ascending, key).toHaveLength(6);
      expect(descending, key).toEqual([...ascending].reverse());
      // A search goes another way to the page: the order is the same.
      const searched = (await list(token, `sort=${key}&q=order.example`)).items.map((s) => s.id);
      expect(searched, key).toEqual(ascending);
    }
    expect(names(await list(token, 'sort=lastName'))).toEqual([
      'Sam Abel',
      'Ada Lee',
      'Sam Lee',
      'Sam Lee',
      'Sam Lee',
      'Bo Zane',
    ]);
    expect(names(await list(token, 'sort=-firstName&q=order.example&status=active'))).toEqual([
      'Sam Lee',
      'Sam Abel',
      'Bo Zane',
      'Ada Lee',
    ]);
  });

  it('lists the grades in use once each, in order', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/students/grades',
      headers: bearer(token),
    });
    expect(response.json()).toEqual({ grades: ['Grade 7', 'Grade 8'] });
  });

  it('pages through ties without repeating or skipping anyone', async () => {
    for (const sort of ['grade', '-grade', 'enrolledAt', '-createdAt']) {
      const whole = (await list(token, `sort=${sort}`)).items.map((s) => s.id);
      const paged: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const listed = await list(token, `sort=${sort}&q=order.example&page=${page}&pageSize=2`);
        expect(listed.total).toBe(6);
        paged.push(...listed.items.map((s) => s.id));
      }
      expect(paged, sort).toEqual(whole);
    }
  });
});

describe('a roster past the count cap', () => {
  const size = 10_050;
  let token: string;

  beforeAll(async () => {
    let schoolId: string;
    ({ token, schoolId } = await newSchool());
    await t.database.db.execute(sql`
      insert into students (school_id, first_name, last_name, email, grade, status)
      select ${schoolId}::uuid, 'Student', 'Bulk' || lpad(i::text, 5, '0'), 'bulk' || i || '@big.example',
        'Grade ' || (7 + i % 6), case when i % 1000 = 0 then 'invited' else 'active' end
      from generate_series(1, ${size}) as i`);
  });

  it('reports 10 000 as a lower bound and still pages in order', async () => {
    for (const query of ['', 'q=big.example&', 'q=bu&', 'status=active&']) {
      const first = await list(token, `${query}sort=lastName`);
      expect(first, query).toMatchObject({ total: 10_000, totalIsLowerBound: true, page: 1 });
      expect(first.items.map((s) => s.lastName)[0], query).toBe('Bulk00001');
      expect(first.items, query).toHaveLength(20);
      const second = await list(token, `${query}sort=-lastName&page=2`);
      expect(second, query).toMatchObject({ total: 10_020, totalIsLowerBound: true });
      expect(second.items.map((s) => s.lastName).slice(0, 2), query).toEqual([
        'Bulk10030',
        'Bulk10029',
      ]);
    }
  });

  it('counts exactly near the end and for narrower searches', async () => {
    const last = await list(token, 'q=big.example&page=503&pageSize=20');
    expect(last.total).toBe(size);
    expect(last.totalIsLowerBound).toBeUndefined();
    expect(last.items.map((s) => s.lastName)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Bulk${10_041 + i}`),
    );
    const invited = await list(token, 'status=invited&q=big.example&sort=-email');
    expect(invited.total).toBe(10);
    expect(invited.totalIsLowerBound).toBeUndefined();
    expect(invited.items.map((s) => s.email).slice(0, 2)).toEqual([
      'bulk9000@big.example',
      'bulk8000@big.example',
    ]);
    const few = await list(token, 'q=bulk1004');
    expect(few.total).toBe(11);
    expect(names(few)[0]).toBe('Student Bulk01004');
  });
});
