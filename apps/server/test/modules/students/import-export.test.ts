import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type Actor } from '../../support/actors.ts';
import { createStudent } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Each test imports into a school of its own, under e-mail addresses of its own: addresses are
// unique per platform account, so tests sharing them would depend on each other.
const newSchool = () => signInAs(t, 'sadmin');
const newDomain = () => `${randomUUID().slice(0, 8)}.example`;

const importCsv = (as: Actor, csv: string, query: string) =>
  as.api.post(`/api/students/import?${query}`, csv, { headers: { 'content-type': 'text/csv' } });
const total = async (as: Actor) =>
  (await as.api.get('/api/students?pageSize=1')).json().total as number;

const header =
  'First Name,last_name,Email,Grade,dateOfBirth,phone,guardianName,guardianEmail,guardianPhone,notes';

/** Five rows, three of them bad. */
const mixedCsv = (domain: string) =>
  [
    header,
    `Ana,Silva,ana@${domain},Grade 8,2012-03-04,+351 912 345 678,Rita Silva,rita@family.example,,"Likes chess, and maths"`,
    'Ben,Kerr,not-an-email,Grade 8,,,,,,',
    `Cleo,Park,ana@${domain},Grade 9,,,,,,`,
    `Dev,Rao,dev@${domain},Grade 9,2013-13-01,,,,,`,
    `Eli,Moss,eli@${domain},Grade 10,,,,,,`,
  ].join('\n');

const bulkRows = (count: number, domain: string) =>
  Array.from(
    { length: count },
    (_, i) => `First${i},Last${i},bulk${i}@${domain},Grade ${7 + (i % 6)},,,,,,`,
  );

describe('CSV import', () => {
  it('previews each row with its errors and imports nothing on a dry run', async () => {
    const admin = await newSchool();
    const response = await importCsv(admin, mixedCsv(newDomain()), 'dryRun=true');
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
    expect(await total(admin)).toBe(0);
  });

  it('imports nothing at all when a row is bad, unless asked to skip bad rows', async () => {
    const admin = await newSchool();
    const csv = mixedCsv(newDomain());
    const refused = await importCsv(admin, csv, 'dryRun=false');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      '3 of 5 rows have errors, so nothing was imported. Fix them or import only the valid rows.',
    );
    expect(await total(admin)).toBe(0);
    const partial = await importCsv(admin, csv, 'dryRun=false&skipInvalid=true');
    expect(partial.json()).toMatchObject({ imported: 2 });
    expect(await total(admin)).toBe(2);
  });

  it('reports rows that already exist on the next run', async () => {
    const admin = await newSchool();
    const csv = mixedCsv(newDomain());
    await importCsv(admin, csv, 'dryRun=false&skipInvalid=true');
    const again = await importCsv(admin, csv, 'dryRun=true');
    expect(again.json().rows[0].errors).toEqual({
      email: 'A student with this e-mail already exists.',
    });
  });

  it('accepts the file as multipart field `file` and needs the key columns', async () => {
    const admin = await newSchool();
    const boundary = 'b0undary';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="s.csv"\r\nContent-Type: text/csv\r\n\r\nfoo,bar\r\n1,2\r\n--${boundary}--\r\n`;
    const response = await admin.api.post('/api/students/import?dryRun=true', payload, {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.file).toBe(
      'The file needs the columns firstName, lastName, email (found: foo, bar).',
    );
  });

  it('imports 5 000 rows in one go', async () => {
    const admin = await newSchool();
    const started = performance.now();
    const csv = [header, ...bulkRows(5000, newDomain())].join('\n');
    const response = await importCsv(admin, csv, 'dryRun=false');
    const seconds = (performance.now() - started) / 1000;
    expect(response.statusCode).toBe(200);
    expect(response.json().imported).toBe(5000);
    expect(await total(admin)).toBe(5000);
    console.info(`5 000-row import took ${seconds.toFixed(2)} s`);
  });
});

describe('CSV export', () => {
  it('round-trips: export, import into an empty school, same rows', async () => {
    const admin = await newSchool();
    const domain = newDomain();
    await importCsv(admin, mixedCsv(domain), 'dryRun=false&skipInvalid=true');
    await importCsv(admin, [header, ...bulkRows(300, domain)].join('\n'), 'dryRun=false');
    const exported = await admin.api.get(`/api/students/export.csv?q=${domain}&sort=email`);
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
    expect(lines).toHaveLength(303);
    // Addresses are unique per platform account, so the copy goes under new e-mails.
    const copy = exported.body.replaceAll(`@${domain}`, `@copy.${domain}`);
    const emptySchool = await newSchool();
    const imported = await importCsv(emptySchool, copy, 'dryRun=false');
    expect(imported.json()).toMatchObject({ imported: 302, invalid: 0 });
    const again = await emptySchool.api.get('/api/students/export.csv?sort=email');
    expect(again.body).toBe(copy);
  });

  it('writes formula-like cells so spreadsheets do not run them', async () => {
    const admin = await newSchool();
    await createStudent(admin, { firstName: '=HYPERLINK("x")', lastName: 'Safe' });
    const exported = await admin.api.get('/api/students/export.csv?q=safe');
    expect(exported.body).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
