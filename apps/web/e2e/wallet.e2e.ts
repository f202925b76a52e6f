import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByApi, type ApiSession } from './support/api';
import { currentPath, demoAccounts, launchBrowser, openSignedIn } from './support/browser';

const cards = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  needsConfirmation: '4000000000003220',
};
const expiryYear = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');
const count = (n: number) => new Intl.NumberFormat('en-US').format(n);

type Summary = { balance: number };
type TopUpList = { total: number };

let browser: Browser;
/** The API as a second witness: a session of its own, outside the browser. */
let witness: ApiSession;

const balance = async () => (await witness.api<Summary>('/wallet')).balance;
const topUpCount = async () => (await witness.api<TopUpList>('/wallet/top-ups?pageSize=1')).total;

beforeAll(async () => {
  browser = await launchBrowser();
  witness = await signInByApi(demoAccounts.schoolAdmin);
});
afterAll(async () => {
  await browser.close();
});

/**
 * Counts the payment requests (new top-ups and confirmations) the page sends, and waits until
 * every one of them has been answered: then a second charge, had one been asked for, is done.
 */
function watchPayments(page: Page) {
  let sent = 0;
  let settled = 0;
  const isPayment = (request: Request) =>
    request.method() === 'POST' &&
    new URL(request.url()).pathname.startsWith('/api/wallet/top-ups');
  page.on('request', (request) => {
    if (isPayment(request)) sent += 1;
  });
  const done = (request: Request) => {
    if (isPayment(request)) settled += 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    sent: () => sent,
    allAnswered: () => expect.poll(() => sent - settled).toBe(0),
  };
}

async function openTopUp(): Promise<Page> {
  const page = await openSignedIn(browser, demoAccounts.schoolAdmin);
  await page.goto('/credits-top-up');
  await page.getByRole('heading', { level: 1, name: 'Credits Top-up' }).waitFor();
  await page.getByRole('radio', { name: /^100 credits for/ }).waitFor();
  return page;
}

/** Types the card as a person would (the number is grouped 4-4-4-4 while typing). */
async function fillCard(page: Page, number: string): Promise<void> {
  const numberInput = page.getByLabel('Card number');
  await numberInput.fill('');
  await numberInput.pressSequentially(number);
  await page.getByLabel('Expiry date').fill('');
  await page.getByLabel('Expiry date').pressSequentially(`12${expiryYear}`);
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Amelia Hart');
}

describe('wallet', () => {
  it('tops up with a card, shows the new balance, the transaction and the receipt', async () => {
    const before = await balance();
    const page = await openTopUp();
    expect(await page.getByTestId('sandbox-banner').innerText()).toContain(
      'Sandbox — no real money',
    );
    await page.getByRole('radio', { name: /^500 credits for €45\.00/ }).click();
    await fillCard(page, cards.succeeds);
    expect(await page.getByLabel('Card number').inputValue()).toBe('4242 4242 4242 4242');
    expect(await page.getByLabel('Expiry date').inputValue()).toBe(`12/${expiryYear}`);
    await page.getByRole('button', { name: 'Pay €45.00' }).click();

    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    expect(await page.getByTestId('credits-added').innerText()).toBe('+500');
    expect(await page.getByTestId('new-balance').innerText()).toBe(count(before + 500));
    expect(await balance()).toBe(before + 500);

    await page.getByRole('link', { name: 'Go to wallet' }).click();
    await page.getByRole('heading', { level: 1, name: 'Wallet' }).waitFor();
    await page
      .getByTestId('wallet-balance')
      .filter({ hasText: count(before + 500) })
      .waitFor();
    const newest = page.getByTestId('transaction-row').first();
    await newest.waitFor();
    const row = await newest.innerText();
    expect(row).toContain('Top-up');
    expect(row).toContain('+500');
    expect(row).toContain(count(before + 500));

    const receiptLink = page.getByTestId('receipt-row').first().getByRole('link');
    const receiptNumber = await receiptLink.innerText();
    expect(receiptNumber).toMatch(/^R-\d{4}-\d{7}$/);
    await receiptLink.click();
    await page.getByRole('heading', { level: 1, name: 'Receipt' }).waitFor();
    expect(currentPath(page)).toMatch(/^\/wallet\/receipts\/[0-9a-f-]{36}$/);
    expect(await page.getByTestId('receipt-number').innerText()).toBe(receiptNumber);
    const receipt = await page.locator('[data-receipt]').innerText();
    expect(receipt).toContain('Riverside International School');
    expect(receipt).toContain('Visa •••• 4242');
    expect(receipt).toContain('Amelia Hart');
    expect(await page.getByTestId('receipt-credits').innerText()).toBe('500');
    expect(await page.getByTestId('receipt-total').innerText()).toBe('€45.00');
    await page.getByRole('button', { name: 'Print / Save as PDF' }).waitFor();
    await page.context().close();
  });

  it('shows a declined card’s message and adds no credits', async () => {
    const before = await balance();
    const page = await openTopUp();
    await page.getByRole('radio', { name: 'Custom amount' }).click();
    await page.getByLabel('Number of credits').fill('120');
    await page.getByText('You pay €12.00').waitFor();
    await fillCard(page, cards.declined);
    await page.getByRole('button', { name: 'Pay €12.00' }).click();
    const alert = page.getByTestId('payment-error');
    await alert.waitFor();
    expect(await alert.innerText()).toMatch(/Payment declined[\s\S]*The card was declined\./);
    expect(await page.getByTestId('top-up-success').count()).toBe(0);
    expect(await balance()).toBe(before);
    await page.goto('/wallet');
    await page
      .getByTestId('wallet-balance')
      .filter({ hasText: count(before) })
      .waitFor();
    await page.context().close();
  });

  it('asks for the bank’s confirmation and adds the credits once confirmed', async () => {
    const before = await balance();
    const page = await openTopUp();
    await fillCard(page, cards.needsConfirmation);
    await page.getByRole('button', { name: 'Pay €10.00' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm payment' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Your bank asks you to confirm this payment.');
    expect(await balance()).toBe(before);
    await dialog.getByRole('button', { name: 'Confirm payment' }).click();
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    expect(await page.getByTestId('credits-added').innerText()).toBe('+100');
    expect(await balance()).toBe(before + 100);
    await page.context().close();
  });

  it('keeps a payment left unconfirmed pending on the wallet, where it can be confirmed', async () => {
    const before = await balance();
    const page = await openTopUp();
    await fillCard(page, cards.needsConfirmation);
    await page.getByRole('button', { name: 'Pay €10.00' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm payment' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('Waiting for confirmation').waitFor();

    await page.getByRole('link', { name: 'Confirm it from the wallet' }).click();
    await page.getByText('A payment is waiting for your confirmation').waitFor();
    await page.getByRole('button', { name: 'Confirm the payment for 100 credits' }).first().click();
    await page
      .getByRole('dialog', { name: 'Confirm payment' })
      .getByRole('button', { name: 'Confirm payment' })
      .click();
    await page.getByText('Payment confirmed').waitFor();
    await page
      .getByTestId('wallet-balance')
      .filter({ hasText: count(before + 100) })
      .waitFor();
    expect(await page.getByText('A payment is waiting for your confirmation').count()).toBe(0);
    expect(await balance()).toBe(before + 100);
    await page.context().close();
  });

  it('charges once when Pay is double-clicked or the form is sent twice at once', async () => {
    const page = await openTopUp();
    const payments = watchPayments(page);
    let before = await balance();
    let topUps = await topUpCount();
    await fillCard(page, cards.succeeds);
    await page.getByRole('button', { name: 'Pay €10.00' }).dblclick();
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    await payments.allAnswered();
    expect(payments.sent()).toBeGreaterThan(0);
    expect(await balance()).toBe(before + 100);
    expect(await topUpCount()).toBe(topUps + 1);

    before = await balance();
    topUps = await topUpCount();
    await page.getByRole('button', { name: 'Buy more credits' }).click();
    await fillCard(page, cards.succeeds);
    await page.locator('form').evaluate((form: HTMLFormElement) => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    await payments.allAnswered();
    expect(await balance()).toBe(before + 100);
    expect(await topUpCount()).toBe(topUps + 1);
    await page.context().close();
  });

  it('filters the transactions through the URL and exports them as CSV', async () => {
    await witness.api('/wallet/top-ups', {
      headers: { 'idempotency-key': crypto.randomUUID() },
      body: {
        packageId: 'p100',
        card: {
          number: cards.succeeds,
          expMonth: 12,
          expYear: 2000 + Number(expiryYear),
          cvc: '123',
          name: 'Amelia Hart',
        },
      },
    });
    const page = await openSignedIn(browser, demoAccounts.schoolAdmin);
    // Filters from the address: refunds in a month long before the demo school existed (other
    // tests refund bookings, so a kind alone may match).
    await page.goto('/wallet?kind=refund&from=2001-01-01&to=2001-01-31');
    await page.getByText('No matching transactions').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByTestId('transaction-row').first().waitFor();
    expect(currentPath(page)).toBe('/wallet');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('wallet-transactions.csv');
    const stream = await file.createReadStream();
    let csv = '';
    for await (const chunk of stream) csv += String(chunk);
    expect(csv).toContain('date,kind,amount,balanceAfter,reference,memo,by');
    expect(csv).toContain('top_up');
    await page.context().close();
  });

  it('labels the balance chart’s days apart and inside the chart, on a phone and wide', async () => {
    for (const width of [390, 1440]) {
      const page = await openSignedIn(browser, demoAccounts.schoolAdmin, { width });
      await page.goto('/wallet');
      const chart = page.getByRole('img', { name: /^Balance from/ });
      const days = chart.locator('.recharts-xAxis-tick-labels text');
      await days.first().waitFor();
      const area = await chart.evaluate((svg) => svg.getBoundingClientRect().toJSON());
      const boxes = (await days.evaluateAll((texts) =>
        texts.map((text) => text.getBoundingClientRect().toJSON()),
      )) as { left: number; right: number }[];
      // Thinned out to what fits (a month's 30 days), each apart from the next, none cut off.
      expect(boxes.length).toBeGreaterThanOrEqual(3);
      expect(boxes.length).toBeLessThan(width < 600 ? 6 : 12);
      const lefts = boxes.map((box) => box.left);
      const rights = boxes.map((box) => box.right);
      lefts.slice(1).forEach((left, i) => expect(left).toBeGreaterThan((rights[i] ?? left) + 4));
      expect(Math.min(...lefts)).toBeGreaterThanOrEqual(area.left);
      expect(Math.max(...rights)).toBeLessThanOrEqual(area.right);
      // The balance axis writes its numbers as the rest of the page does (thousands grouped).
      const values = await chart.locator('.recharts-yAxis-tick-labels text').allTextContents();
      expect(values.length).toBeGreaterThanOrEqual(3);
      for (const value of values) expect(value).toMatch(/^\d{1,3}(,\d{3})*$/);
      expect(values.some((value) => value.includes(','))).toBe(true);
      await page.context().close();
    }
  });

  it('keeps the wallet away from editors', async () => {
    const page = await openSignedIn(browser, demoAccounts.editor);
    await page.goto('/wallet');
    await page.waitForURL((url) => url.pathname === '/misc/not-authorized');
    await page.context().close();
  });
});
