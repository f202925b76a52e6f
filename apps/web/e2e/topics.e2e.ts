import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSchool, signInByApi, uniqueSuffix } from './support/api';
import {
  chooseFromMenu,
  demoAccounts,
  launchBrowser,
  openPage,
  signIn,
  signInLive,
} from './support/browser';
import { pngImage } from './support/images';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const topicIdOf = (page: Page) => new URL(page.url()).pathname.split('/').pop() ?? '';

describe('topics', () => {
  it('asks with formatting and an image, sees a tutor’s answer arrive in the bell, accepts, votes and favourites it', async () => {
    const title = `How should Grade 5 learn fractions ${uniqueSuffix()}?`;
    const page = await openPage(browser);
    await signInLive(page, demoAccounts.schoolAdmin);
    await page.goto('/manage-topics');
    await page.getByRole('heading', { level: 1, name: 'My Topic Questions' }).waitFor();

    // The editor's code is not part of the page: it arrives with the composer.
    const editorChunks: string[] = [];
    page.on('response', (response) => {
      if (/\/assets\/.*\.js$/.test(response.url())) editorChunks.push(response.url());
    });
    const before = await page.evaluate(() => Boolean(document.querySelector('.ProseMirror')));
    expect(before).toBe(false);

    await page.getByRole('button', { name: 'Ask a question' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Ask a question' });
    await dialog.waitFor();
    await dialog.getByLabel('Title').fill(title);
    const editor = dialog.locator('[data-rich-text-editor] .ProseMirror');
    await editor.click();
    await page.keyboard.type('Our pupils mix up ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('numerators');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' and denominators.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('- pizza slices');
    await page.keyboard.press('Enter');
    await page.keyboard.type('number lines');
    expect(await editor.locator('strong').innerText()).toBe('numerators');
    expect(await editor.locator('ul > li').count()).toBe(2);

    await dialog.locator('[data-rich-text-editor] input[type="file"]').setInputFiles({
      name: 'fractions.png',
      mimeType: 'image/png',
      buffer: pngImage(),
    });
    await editor.locator('img[src^="/media/"]').waitFor();
    expect(await editor.locator('img[data-uploading]').count()).toBe(0);
    expect(editorChunks.length).toBeGreaterThan(0);

    await dialog.getByLabel('Tags').fill('fractions');
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Post question' }).click();
    await page.waitForURL(/\/manage-topics\/[0-9a-f-]{36}$/);
    const topicId = topicIdOf(page);

    // The question as stored and drawn: bold, the list and the uploaded image, nothing else.
    const question = page.locator('[data-question]');
    await question.getByRole('heading', { level: 1, name: title }).waitFor();
    const body = question.locator('[data-rich-text]');
    expect(await body.locator('strong').innerText()).toBe('numerators');
    expect(await body.locator('ul > li').allInnerTexts()).toEqual(['pizza slices', 'number lines']);
    const image = body.locator('img');
    expect(await image.getAttribute('src')).toMatch(/^\/media\/[0-9a-f-]{36}\.webp$/);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await question.getByText('#fractions').count()).toBe(1);
    await page.getByText('No answers yet').waitFor();

    // A tutor of the school answers through the API: the asker's bell shows it without a reload.
    const tutor = await signInByApi(demoAccounts.tutor);
    await tutor.api(`/topics/${topicId}/answers`, {
      body: { body: '<p>Start with <em>number lines</em>, then pizza.</p>' },
    });
    await page
      .locator('.mantine-Notifications-root')
      .getByText(`Daniel Okafor answered ${title}.`)
      .waitFor();
    // The bell's menu lists it; its code may still be on its way at the first click.
    const item = page
      .getByRole('menu')
      .getByRole('menuitem', { name: new RegExp(`answered ${title.replace(/[?]/g, '\\?')}`) });
    for (let attempt = 0; (await item.count()) === 0 && attempt < 3; attempt += 1) {
      if ((await page.getByRole('menu').count()) === 0) {
        await page.locator('[data-notification-bell]').click();
      }
      await item.waitFor({ timeout: 10_000 }).catch(() => undefined);
    }
    await item.click();
    await page.waitForURL(`**/manage-topics/${topicId}`);
    const answer = page.locator('[data-answer]');
    await answer.getByText('number lines', { exact: false }).waitFor();
    expect(await answer.count()).toBe(1);

    // Vote: one +1 that can be taken back.
    const vote = answer.locator('[data-vote-button]');
    expect(await vote.innerText()).toBe('0');
    await vote.click();
    await page.locator('[data-vote-button][aria-pressed="true"]', { hasText: '1' }).waitFor();
    await vote.click();
    await page.locator('[data-vote-button][aria-pressed="false"]', { hasText: '0' }).waitFor();
    await vote.click();
    await page.locator('[data-vote-button][aria-pressed="true"]', { hasText: '1' }).waitFor();

    // Accept: the question is answered and the tutor is told.
    await answer.getByRole('button', { name: 'Accept this answer' }).click();
    await answer.locator('[data-accepted-badge]').waitFor();
    await question.locator('[data-topic-status="answered"]').waitFor();
    expect(await answer.getByRole('button', { name: 'Accept this answer' }).count()).toBe(0);
    const tutorNotes = await tutor.api<{ items: { type: string; params?: { title?: string } }[] }>(
      '/notifications',
    );
    expect(
      tutorNotes.items.some(
        (note) => note.type === 'topic_answer_accepted' && note.params?.title === title,
      ),
    ).toBe(true);

    // Favourite: starred here, found under My Favorite Topics, unstarred there in place.
    await question.getByRole('button', { name: `Add “${title}” to favourites` }).click();
    await question.locator('[data-favourite]').waitFor();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'My Favorite Topics' })
      .click();
    await page.waitForURL('**/my-favorite-topics');
    const row = page.locator('[data-topic-row]', { hasText: title });
    await row.waitFor();
    expect(await row.locator('[data-topic-status="answered"]').count()).toBe(1);
    expect(await row.innerText()).toContain('1 answer');
    await row.getByRole('button', { name: `Remove “${title}” from favourites` }).click();
    await row.waitFor({ state: 'detached' });

    // The list's search, as typed, is kept in the address and finds the question.
    await page.goto('/manage-topics');
    await page.getByRole('searchbox', { name: 'Search topics' }).fill('numerators');
    await page.waitForURL(/[?&]q=numerators/);
    await page.locator('[data-topic-row]', { hasText: title }).waitFor();
    await page.getByRole('tab', { name: 'Mine' }).click();
    await page.waitForURL(/[?&]tab=mine/);
    await page.locator('[data-topic-row]', { hasText: title }).waitFor();
    await page.context().close();
  });

  it('lets the author edit the question and the school admin hide an answer, close and reopen', async () => {
    const admin = await registerSchool({ adminName: 'Mona Moderate' });
    const topic = await admin.api<{ id: string }>('/topics', {
      body: { title: 'Which calculators are allowed in exams?', body: '<p>First draft.</p>' },
    });
    await admin.api(`/topics/${topic.id}/answers`, { body: { body: '<p>Off-topic advert</p>' } });
    const page = await openPage(browser, { width: 390, height: 844 });
    await signIn(page, admin.email, admin.password);
    await page.goto(`/manage-topics/${topic.id}`);
    const question = page.locator('[data-question]');
    await question.getByRole('heading', { level: 1 }).waitFor();
    expect(await question.locator('[data-edited]').count()).toBe(0);

    // The author's edit goes through the same composer; the page then says "edited".
    await question.getByRole('button', { name: 'Question actions' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit your question' });
    const editor = dialog.locator('[data-rich-text-editor] .ProseMirror');
    await editor.getByText('First draft.').waitFor();
    await dialog.getByLabel('Title').fill('Which calculators are allowed in the exams?');
    await editor.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Second thoughts.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await question
      .getByRole('heading', { level: 1, name: 'Which calculators are allowed in the exams?' })
      .waitFor();
    await question.getByText('First draft. Second thoughts.').waitFor();
    await question.locator('[data-edited]').waitFor();

    // Hiding an answer asks why; staff then see it greyed with the reason.
    const answer = page.locator('[data-answer]');
    await chooseFromMenu(
      page,
      answer.getByRole('button', { name: 'Answer actions' }),
      'Hide answer',
    );
    const hide = page.getByRole('dialog', { name: 'Hide this answer?' });
    await hide.getByRole('button', { name: 'Hide' }).click();
    await hide.getByText('Please give a reason (at least 3 characters).').waitFor();
    await hide.getByLabel(/^Reason/).fill('Advertising');
    await hide.getByRole('button', { name: 'Hide' }).click();
    await hide.waitFor({ state: 'detached' });
    await answer.locator('[data-hidden-notice]', { hasText: 'Advertising' }).waitFor();

    // Closing takes no more answers, and says why; reopening brings the answer button back.
    await question.getByRole('button', { name: 'Question actions' }).click();
    await page.getByRole('menuitem', { name: 'Close' }).click();
    const close = page.getByRole('dialog', { name: 'Close this topic?' });
    await close.getByLabel(/^Reason/).fill('Answered in the staff meeting');
    await close.getByRole('button', { name: 'Close' }).click();
    await question.locator('[data-closed-notice]', { hasText: 'staff meeting' }).waitFor();
    await page.getByText('This topic is closed and takes no new answers.').waitFor();
    expect(await page.getByRole('button', { name: 'Write an answer' }).count()).toBe(0);
    await question.getByRole('button', { name: 'Question actions' }).click();
    await page.getByRole('menuitem', { name: 'Reopen' }).click();
    const reopen = page.getByRole('dialog', { name: 'Reopen this topic?' });
    await reopen.getByLabel(/^Reason/).fill('More questions came up');
    await reopen.getByRole('button', { name: 'Reopen' }).click();
    await page.getByRole('button', { name: 'Write an answer' }).waitFor();
    expect(await question.locator('[data-closed-notice]').count()).toBe(0);
    await page.context().close();
  });

  it('renders the XSS corpus in titles, questions and answers without running any of it', async () => {
    const corpus = JSON.parse(
      fs.readFileSync(
        path.resolve(import.meta.dirname, '../../../fixtures/xss-corpus.json'),
        'utf8',
      ),
    ) as string[];
    const counting = [
      '<img src=x onerror="window.__xss++">',
      '<svg onload="window.__xss++"></svg>',
      '<a href="javascript:window.__xss++">click</a>',
      '<p onmouseover="window.__xss++" onclick="window.__xss++">hover me</p>',
      '<iframe srcdoc="<script>parent.__xss++</script>"></iframe>',
      '<details open ontoggle="window.__xss++">x</details>',
      '<script>window.__xss++</script>visible text',
      '<img src="/media/00000000-0000-0000-0000-000000000000.webp" onerror="window.__xss++">',
    ];
    const payloads = [...corpus, ...counting];
    const admin = await registerSchool({ adminName: 'Xena Sanitise' });

    // Each payload as a title (padded to the minimum length) and in one question's answers.
    let titles = 0;
    for (const payload of payloads) {
      const answer = await admin.send('/topics', {
        body: { title: `${payload} pad`.slice(0, 150), body: `<p>Body</p>${payload}` },
      });
      expect([201, 400]).toContain(answer.status);
      if (answer.status === 201) titles += 1;
    }
    // Some titles are refused: once their markup is stripped too little text is left.
    expect(titles).toBeGreaterThan(20);
    const host = await admin.api<{ id: string }>('/topics', {
      body: {
        title: 'Where the corpus is answered',
        body: `<p>Every payload:</p>${payloads.join('')}`,
      },
    });
    let answers = 0;
    for (const payload of payloads) {
      const answer = await admin.send(`/topics/${host.id}/answers`, {
        body: { body: `${payload}<p>answer</p>` },
      });
      expect([201, 400]).toContain(answer.status);
      if (answer.status === 201) answers += 1;
    }
    expect(answers).toBeGreaterThan(40);

    const page = await openPage(browser);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.addInitScript(() => {
      (window as unknown as { __xss: number }).__xss = 0;
    });
    await signIn(page, admin.email, admin.password);

    const inspect = (selector: string) =>
      page.evaluate((rootSelector) => {
        const roots = [...document.querySelectorAll(rootSelector)];
        const all = roots.flatMap((root) => [root, ...root.querySelectorAll('*')]);
        const active = ['script', 'iframe', 'object', 'embed', 'frame', 'base', 'meta', 'link'];
        return {
          roots: roots.length,
          active: all.filter((element) => active.includes(element.tagName.toLowerCase())).length,
          handlers: all
            .filter((element) =>
              [...element.attributes].some((a) => a.name.toLowerCase().startsWith('on')),
            )
            .map((element) => element.outerHTML.slice(0, 120)),
          scriptUrls: all
            .filter((element) =>
              ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc'].some((name) =>
                /^\s*(javascript|vbscript|data):/i.test(element.getAttribute(name) ?? ''),
              ),
            )
            .map((element) => element.outerHTML.slice(0, 120)),
          foreignImages: all
            .filter((element) => element.tagName === 'IMG')
            .map((element) => element.getAttribute('src') ?? '')
            .filter((src) => !/^\/media\/[0-9a-f-]{36}(-thumb)?\.webp$/.test(src)),
        };
      }, selector);
    const clean = { active: 0, handlers: [], scriptUrls: [], foreignImages: [] };

    await page.goto('/manage-topics?pageSize=100');
    await page.locator('[data-topic-row]').nth(titles).waitFor();
    expect(await inspect('[data-topic-list]')).toMatchObject({ roots: 1, ...clean });

    await page.goto(`/manage-topics/${host.id}`);
    // The first page of answers (50) and the question.
    const shown = Math.min(answers, 50);
    await page
      .locator('[data-answer]')
      .nth(shown - 1)
      .waitFor();
    expect(await inspect('[data-rich-text]')).toMatchObject({ roots: shown + 1, ...clean });
    // Hover and click what could carry a handler, then let any timers run.
    await page.locator('[data-rich-text] p').first().hover();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __xss: number }).__xss)).toBe(0);
    expect(dialogs).toEqual([]);
    await page.context().close();
  });
});
