import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSchool, createUser, signIn } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let token: string;
let emptySchoolToken: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (
    await signIn(
      t.app,
      (
        await createUser(t.database.db, {
          role: 'sadmin',
          schoolId: (await createSchool(t.database.db)).id,
        })
      ).email,
    )
  ).accessToken;
  emptySchoolToken = (
    await signIn(
      t.app,
      (
        await createUser(t.database.db, {
          role: 'sadmin',
          schoolId: (await createSchool(t.database.db)).id,
        })
      ).email,
    )
  ).accessToken;
});
afterAll(() => t.close());

const importCsv = (csv: string, query: string, as = token) =>
  t.app.inject({
    method: 'POST',
    url: `/api/students/import?${query}`,
    headers: { ...bearer(as), 'content-type': 'text/csv' },
    payload: csv,
  });
const total = async (as = token) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/students?pageSize=1', headers: bearer(as) })
  ).json().total as number;

const header =
  'First Name,last_name,Email,Grade,dateOfBirth,phone,guardianName,guardianEmail,guardianPhone,notes';

describe('CSV import', () => {
  const csv = [
    header,
    'Ana,Silva,ana@import.example,Grade 8,2012-03-04,+351 912 345 678,Rita Silva,rita@family.example,,"Likes chess, and maths"',
    'Ben,Kerr,not-an-email,Grade 8,,,,,,',
    'Cleo,Park,ana@import.example,Grade 9,,,,,,',
    'Dev,Rao,dev@import.example,Grade 9,2013-13-01,,,,,',
    'Eli,Moss,eli@import.example,Grade 10,,,,,,',
  ].join('\n');

  it('previews each row with its errors and imports nothing on a dry run', async () => {
    const response = await importCsv(csv, 'dryRun=true');
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({ dryRun: true, total: 5, valid: 2, invalid: 3, imported: 0 });
    expect(report.rows.map((r: { row: number; errors: object }) => [r.row, r.errors])).toEqual([
      [2, {}],
      [3, { email: 'Please enter a valid e-mail address.' }],
      [4, { email: 'This e-mail appears more than once in the file (first on row 2).' }],
      [5, { dateOfBirth: 'Please enter a date as YYYY-MM-DD.' }],
      [6, {}],
    ]);
    expect(await total()).toBe(0);
  });

  it('imports nothing at all when a row is bad, unless asked to skip bad rows', async () => {
    const refused = await importCsv(csv, 'dryRun=false');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      '3 of 5 rows have errors, so nothing was imported. Fix them or import only the valid rows.',
    );
    expect(await total()).toBe(0);
    const partial = await importCsv(csv, 'dryRun=false&skipInvalid=true');
    expect(partial.json()).toMatchObject({ imported: 2 });
    expect(await total()).toBe(2);
  });

  it('reports rows that already exist on the next run', async () => {
    const again = await importCsv(csv, 'dryRun=true');
    expect(again.json().rows[0].errors).toEqual({
      email: 'A student with this e-mail already exists.',
    });
  });

  it('accepts the file as multipart field `file` and needs the key columns', async () => {
    const boundary = 'b0undary';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="s.csv"\r\nContent-Type: text/csv\r\n\r\nfoo,bar\r\n1,2\r\n--${boundary}--\r\n`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/students/import?dryRun=true',
      headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.file).toBe(
      'The file needs the columns firstName, lastName, email (found: foo, bar).',
    );
  });

  it('imports 5 000 rows in one go', async () => {
    const rows = Array.from(
      { length: 5000 },
      (_, i) => `First${i},Last${i},bulk${i}@import.example,Grade ${7 + (i % 6)},,,,,,`,
    );
    const started = performance.now();
    const response = await importCsv([header, ...rows].join('\n'), 'dryRun=false');
    const seconds = (performance.now() - started) / 1000;
    expect(response.statusCode).toBe(200);
    expect(response.json().imported).toBe(5000);
    expect(await total()).toBe(5002);
    console.info(`5 000-row import took ${seconds.toFixed(2)} s`);
  });
});

describe('CSV export', () => {
  it('round-trips: export, import into an empty school, same rows', async () => {
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/students/export.csv?q=import.example&sort=email',
      headers: bearer(token),
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    expect(exported.headers['content-disposition']).toBe('attachment; filename="students.csv"');
    const lines = exported.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'firstName,lastName,email,grade,dateOfBirth,phone,guardianName,guardianEmail,guardianPhone,notes',
    );
    expect(lines).toHaveLength(5003);
    // Addresses are unique per platform account, so the copy goes under new e-mails.
    const copy = exported.body.replaceAll('@import.example', '@copy.example');
    const imported = await importCsv(copy, 'dryRun=false', emptySchoolToken);
    expect(imported.json()).toMatchObject({ imported: 5002, invalid: 0 });
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/students/export.csv?sort=email',
      headers: bearer(emptySchoolToken),
    });
    expect(again.body).toBe(copy);
  });

  it('writes formula-like cells so spreadsheets do not run them', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/students',
      headers: bearer(token),
      payload: { firstName: '=HYPERLINK("x")', lastName: 'Safe', email: 'formula@import.example' },
    });
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/students/export.csv?q=formula',
      headers: bearer(token),
    });
    expect(exported.body).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
