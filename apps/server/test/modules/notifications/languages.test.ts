import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/modules/auth/auth.table.ts';
import { notifications } from '../../../src/modules/notifications/notifications.table.ts';
import { signInAs, type Actor } from '../../support/actors.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { cards, post } from '../wallet/wallet-support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const speak = (actor: Actor, locale: string) =>
  t.database.db.update(users).set({ locale }).where(eq(users.id, actor.userId));

/** A school whose admin tops up the wallet (a platform-written notification) and whose editor reads. */
async function toppedUpSchool() {
  const admin = await signInAs(t, 'sadmin', { firstName: 'Amelia', lastName: 'Hart' });
  const colleague = await signInAs(t, 'sadmin', { schoolId: admin.schoolId });
  const response = await post(admin, '/api/wallet/top-ups', {
    packageId: 'p500',
    card: cards.ok,
  });
  expect(response.statusCode).toBe(201);
  return { admin, colleague, receipt: response.json().receiptNumber as string };
}

describe('notifications in the reader’s language', () => {
  it('renders a platform notification in each reader’s saved language, at read time', async () => {
    const { admin, colleague, receipt } = await toppedUpSchool();
    await speak(colleague, 'de');
    const [german] = (await colleague.api.get('/api/notifications')).json().items;
    expect(german).toMatchObject({
      type: 'wallet_topped_up',
      params: { credits: 500, receipt },
      message: `<p><strong>500 Credits</strong> wurden dem Guthaben gutgeschrieben. Beleg ${receipt}.</p>`,
    });
    const [english] = (await admin.api.get('/api/notifications')).json().items;
    expect(english.message).toContain('500 credits</strong> were added to the wallet');

    // The same stored row, read again after the reader changes language.
    await speak(colleague, 'fr');
    const [french] = (await colleague.api.get('/api/notifications')).json().items;
    expect(french.id).toBe(german.id);
    expect(french.message).toContain('ont été ajoutés au portefeuille');
  });

  it('renders the legacy message in the user’s language, in the shape of spec §3', async () => {
    const { colleague, receipt } = await toppedUpSchool();
    await speak(colleague, 'ar');
    const response = await colleague.api.post('/api/get-notifications');
    const [item] = response.json().records.data;
    expect(Object.keys(item).sort()).toEqual(
      [
        'id',
        'notification_type_id',
        'notification_type',
        'notification_by',
        'message',
        'timestamp',
        'notification_time',
        'read_at',
        'payload',
      ].sort(),
    );
    expect(item.message).toContain('تمت إضافة');
    expect(item.message).toContain(`<bdi>${receipt}</bdi>`);
  });

  it('escapes what people typed into a parameter', async () => {
    const admin = await signInAs(t, 'sadmin');
    const tutor = await signInAs(t, 'tutor', { schoolId: admin.schoolId });
    await t.database.db.insert(notifications).values({
      userId: tutor.userId,
      schoolId: admin.schoolId,
      typeKey: 'class_approved',
      typeId: 3,
      senderName: 'Someone',
      messageHtml: '',
      params: { title: '<img src=x onerror=alert(1)>' },
      url: '/manage-classes',
    });
    const [item] = (await tutor.api.get('/api/notifications')).json().items;
    expect(item.message).toBe(
      '<p>Your class <strong>&#60;img src=x onerror=alert(1)&#62;</strong> was approved.</p>',
    );
  });

  it('keeps an announcement as its author wrote it, whatever the reader’s language', async () => {
    const admin = await signInAs(t, 'sadmin');
    const student = await signInAs(t, 'student', { schoolId: admin.schoolId });
    await speak(student, 'de');
    await admin.api.post('/api/notifications/announcements', { message: '<p>Sports day!</p>' });
    const [item] = (await student.api.get('/api/notifications')).json().items;
    expect(item).toMatchObject({
      type: 'announcement',
      message: '<p>Sports day!</p>',
      params: null,
    });
  });

  it('shows a row stored before parameters existed with its stored text', async () => {
    const admin = await signInAs(t, 'sadmin');
    await speak(admin, 'de');
    await t.database.db.insert(notifications).values({
      userId: admin.userId,
      schoolId: admin.schoolId,
      typeKey: 'wallet_low_balance',
      typeId: 9,
      senderName: 'Wallet',
      messageHtml: '<p>The wallet balance is down to <strong>90 credits</strong>.</p>',
      url: '/credits-top-up',
    });
    const [item] = (await admin.api.get('/api/notifications')).json().items;
    expect(item.message).toBe('<p>The wallet balance is down to <strong>90 credits</strong>.</p>');
    const [legacy] = (await admin.api.post('/api/get-notifications')).json().records.data;
    expect(legacy.message).toBe(item.message);
  });
});
