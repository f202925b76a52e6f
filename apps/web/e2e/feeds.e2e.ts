import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSchool } from './support/api';
import { demoAccounts, launchBrowser, openPage, signInLive } from './support/browser';
import { pngImage } from './support/images';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Signs in with the live event stream answering, and opens the feed. */
async function openFeed(page: Page, account: { email: string; password: string }) {
  await signInLive(page, account);
  await page.goto('/feeds');
  await page.getByRole('heading', { level: 1, name: 'Feeds' }).waitFor();
}

describe('feeds', () => {
  it('words the reader’s own answers as theirs in the activity', async () => {
    const page = await openPage(browser);
    await openFeed(page, demoAccounts.tutor);
    await page.getByText('Activity', { exact: true }).click();
    await page
      .getByText(/^You answered “/)
      .first()
      .waitFor();
    // The demo tutor is Daniel Okafor: none of their own answers names them.
    expect(await page.getByText(/^Daniel Okafor answered/).count()).toBe(0);
    await page.close();
  });

  it('posts with an image, which appears live in a second context; comments, reactions, a pin and an edit follow', async () => {
    const school = await registerSchool();
    const writer = await openPage(browser);
    const reader = await openPage(browser);
    await openFeed(writer, school);
    await openFeed(reader, school);
    // A new school's feed is empty, and says so.
    await writer.getByText('Nothing in the feed yet').waitFor();

    await writer.getByRole('button', { name: 'Share something with the school…' }).click();
    const editor = writer.locator('[data-composer] [data-rich-text-editor] .ProseMirror');
    await editor.click();
    await writer.keyboard.type('Sports day is on ');
    await writer.keyboard.press('Control+b');
    await writer.keyboard.type('Friday');
    await writer.keyboard.press('Control+b');
    // The upload's answer is held back a moment, so its progress can be seen while it lasts.
    await writer.route('**/api/uploads', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await writer
      .locator('[data-composer] [data-rich-text-editor] input[type="file"]')
      .setInputFiles({
        name: 'field.png',
        mimeType: 'image/png',
        buffer: pngImage(8, () => [200, 80, 40]),
      });
    const progress = writer.locator('[data-composer] [data-upload-progress]');
    await progress.getByText(/^Uploading image… \d{1,3} %$/).waitFor();
    // The bar itself has no width at 0 %: present, named, not yet visible.
    await progress
      .getByRole('progressbar', { name: /^Uploading image…/ })
      .waitFor({ state: 'attached' });
    // The preview is the uploaded image itself, in the editor; the progress is gone then.
    await editor.locator('img[src^="/media/"]').waitFor();
    await progress.waitFor({ state: 'detached' });
    await writer.unroute('**/api/uploads');
    await writer.locator('[data-publish]').click();

    const mine = writer.locator('[data-post]').first();
    await mine.locator('[data-rich-text] strong', { hasText: 'Friday' }).waitFor();
    expect(await mine.locator('[data-rich-text] img').getAttribute('src')).toMatch(
      /^\/media\/[0-9a-f-]{36}\.webp$/,
    );

    // The reader's list does not jump: a banner offers the new post.
    const banner = reader.locator('[data-new-posts]');
    await banner.waitFor();
    expect(await banner.innerText()).toBe('1 new post');
    await banner.click();
    const seen = reader.locator('[data-post]').first();
    await seen.locator('[data-rich-text] strong', { hasText: 'Friday' }).waitFor();
    await seen.locator('[data-rich-text] img[src^="/media/"]').waitFor();

    // A comment from the reader; the writer's count follows live.
    await seen.getByRole('button', { name: '0 comments' }).click();
    await seen.getByLabel('Write a comment').fill('See you there! https://example.org/map');
    await seen.getByRole('button', { name: 'Send' }).click();
    await seen.locator('[data-comment]').getByText('See you there!', { exact: false }).waitFor();
    expect(await seen.locator('[data-comment] a[href="https://example.org/map"]').count()).toBe(1);
    await mine.getByRole('button', { name: '1 comment' }).waitFor();

    // The reader corrects the comment in place; it says so.
    await seen.getByRole('button', { name: 'Edit comment' }).click();
    await seen.getByLabel('Edit your comment').fill('See you both there!');
    await seen.locator('[data-comment]').getByRole('button', { name: 'Save' }).click();
    await seen.locator('[data-comment]').getByText('See you both there!').waitFor();
    await seen.locator('[data-comment]').getByText('edited', { exact: false }).waitFor();

    // A reaction from the reader; the writer sees the count change live.
    await seen.locator(`[data-reactions] [data-reaction="party"]`).first().click();
    await seen.locator('[data-reaction="party"][aria-pressed="true"]').first().waitFor();
    await mine.locator('[data-reaction="party"]', { hasText: '1' }).first().waitFor();

    // The school admin pins it.
    await mine.getByRole('button', { name: 'Post actions' }).click();
    await writer.getByRole('menuitem', { name: 'Pin to the top' }).click();
    await mine.locator('[data-pin-badge]').waitFor();

    // The author edits it in place; it says so.
    await mine.getByRole('button', { name: 'Post actions' }).click();
    await writer.getByRole('menuitem', { name: 'Edit' }).click();
    const editing = mine.locator('[data-composer] .ProseMirror');
    await editing.click();
    await writer.keyboard.press('End');
    await writer.keyboard.type(' Bring water.');
    await mine.getByRole('button', { name: 'Save' }).click();
    await mine.locator('[data-rich-text]', { hasText: 'Bring water.' }).waitFor();
    await mine.getByText('edited', { exact: false }).waitFor();
    await writer.close();
    await reader.close();
  });

  it('draws an XSS corpus in posts and comments without running any of it', async () => {
    const school = await registerSchool();
    const corpus = [
      '<p>a<script>window.__xss = 1</script></p>',
      '<p>b<img src=x onerror="window.__xss = 2"></p>',
      '<p><a href="javascript:window.__xss = 3">c</a></p>',
      '<p onclick="window.__xss = 4">d</p>',
      '<svg onload="window.__xss = 5"></svg><p>e</p>',
      '<p><iframe srcdoc="<script>parent.__xss = 6</script>"></iframe>f</p>',
      '<p><img src="/media/00000000-0000-4000-8000-000000000000.webp" onerror="window.__xss = 7">g</p>',
    ];
    let first = '';
    for (const body of corpus) {
      const post = await school.api<{ id: string }>('/feeds/posts', { body: { body } });
      first ||= post.id;
      await school.api(`/feeds/posts/${post.id}/comments`, { body: { text: body } });
    }
    const page = await openPage(browser);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await openFeed(page, school);
    await page
      .locator('[data-post]')
      .nth(corpus.length - 1)
      .waitFor();
    for (const post of await page.locator('[data-post]').all()) {
      await post.getByRole('button', { name: /comment/ }).click();
      await post.locator('[data-comment]').waitFor();
    }
    await page.locator('a[href^="javascript:"]').count();
    const found = await page.evaluate(() => ({
      xss: (window as unknown as { __xss?: number }).__xss ?? null,
      scripts: document.querySelectorAll(
        '[data-feed] script, [data-feed] iframe, [data-feed] svg[onload]',
      ).length,
      handlers: [...document.querySelectorAll('[data-feed] *')].filter((el) =>
        [...el.attributes].some((a) => a.name.startsWith('on')),
      ).length,
      jsLinks: document.querySelectorAll('[data-feed] a[href^="javascript:"]').length,
      // Comments are text: the markup shows as characters.
      commentText: document.querySelector('[data-comment]')?.textContent ?? '',
    }));
    expect(found).toMatchObject({ xss: null, scripts: 0, handlers: 0, jsLinks: 0 });
    expect(found.commentText).toContain('<');
    expect(dialogs).toEqual([]);
    expect(first).not.toBe('');
    await page.close();
  });
});
