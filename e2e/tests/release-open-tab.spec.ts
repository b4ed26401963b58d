import type { BrowserContext, Page } from '@playwright/test';
import { guestEditorPath } from 'editor-kit/routes';
import {
  type EditorDescription,
  remoteFolder,
} from '../../shared-contracts/src/editors/description.ts';
import {
  createItemThroughApi,
  DRAFT_EDITORS,
  type DraftEditor,
  draftOffer,
  expectDraftStored,
} from '../support/drafts.ts';
import { workspaceDescriptions } from '../support/editors.ts';
import {
  acceptCookies,
  expect,
  newCredentials,
  signUpThroughApi,
  test,
} from '../support/fixtures.ts';
import { releaseCommand } from '../support/releases.ts';
import { type ReleasableSite, startReleasableSite } from '../support/remote-releases.ts';

/*
 * Issue 16, must show (1): a tab open on an editor, with unsaved work, while that editor
 * is released. The tab keeps working on its own release (whose files are still served),
 * learns of the new one and offers Reload; after the reload it runs the new release and
 * 'Restore unsaved changes' brings the work back exactly. Signed in and as a guest, side
 * by side. The UX persona is released with `pnpm release` itself; the empathy map and the
 * competitor analysis with the same release store code (see remote-releases.ts): the
 * command spends most of its minute in the remote's unit tests, which these tabs do not
 * see, and releases.spec.ts already runs it for the empathy map.
 */

/** An editor type, as its description names it (`uxPersona`). */
type FeatureType = DraftEditor['type'];

const DESCRIPTIONS = await workspaceDescriptions();
/** The editor of a type, as its remote describes it. */
const remoteOf = (type: FeatureType): EditorDescription =>
  DESCRIPTIONS.find((editor) => editor.type === type)!;
const editorOf = (type: FeatureType): DraftEditor =>
  DRAFT_EDITORS.find((editor) => editor.type === type)!;

/** A tab with unsaved work in it. */
interface Tab {
  who: 'signed in' | 'a guest';
  page: Page;
  /** The work typed in it: unique to the tab. */
  work: string;
}

const remoteRoot = (page: Page, editor: EditorDescription) =>
  page.locator(`[data-remote="${editor.remote}"]`);

/**
 * Opens `type`'s editor in two tabs, `page` signed in and `guest` a guest's (a browser
 * context of its own), and types unsaved work in each, on the release `/remotes.json`
 * names now.
 */
async function openTabsWithWork(
  site: ReleasableSite,
  { page, guest }: { page: Page; guest: Page },
  type: FeatureType,
): Promise<Tab[]> {
  const editor = editorOf(type);
  await signUpThroughApi(page, newCredentials(), site.url);
  const itemPath = await createItemThroughApi(page, type, site.url);
  const tabs: Tab[] = [
    { who: 'signed in', page, work: `Signed-in work in the ${editor.name}` },
    { who: 'a guest', page: guest, work: `Guest work in the ${editor.name}` },
  ];
  const { version } = await site.currentRelease(remoteOf(type));
  for (const tab of tabs) {
    // Page time the test can move on: the shell looks for a new release at most every so often.
    await tab.page.clock.install();
    await tab.page.goto(
      `${site.url}${tab.who === 'a guest' ? guestEditorPath(remoteOf(type)) : itemPath}`,
    );
    await editor.opened(tab.page);
    await expect(remoteRoot(tab.page, remoteOf(type))).toHaveAttribute('data-release', version);
    await editor.edit(tab.page, tab.work);
    await expectDraftStored(tab.page);
  }
  return tabs;
}

/**
 * The user comes back to the tab a minute after the release: the shell notices it and
 * offers Reload; after the reload the tab runs `released`, and the work comes back.
 */
async function reloadIntoRelease(tab: Tab, type: FeatureType, released: string) {
  const { page } = tab;
  await page.clock.fastForward('01:00');
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  const notice = page
    .getByRole('status')
    .filter({ hasText: 'A new version of this editor is available' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Reload' }).click();

  await expect(remoteRoot(page, remoteOf(type))).toHaveAttribute('data-release', released);
  const offer = draftOffer(page);
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Restore unsaved changes' }).click();
  await expect(offer).toBeHidden();
  await editorOf(type).expectEdit(page, tab.work);
}

test.describe('an open tab with unsaved work when its editor is released', () => {
  let site: ReleasableSite;
  let guestContext: BrowserContext;
  let pages: { page: Page; guest: Page };

  test.beforeEach(async ({ page, browser }) => {
    site = await startReleasableSite();
    guestContext = await browser.newContext();
    pages = { page, guest: await guestContext.newPage() };
    await acceptCookies(page);
    await acceptCookies(pages.guest);
  });
  test.afterEach(async () => {
    await guestContext?.close();
    await site?.stop();
  });

  test('the UX persona, released with pnpm release: the photo picker still opens, and Reload restores the work', async () => {
    // Building and testing the remote on a busy machine takes a while.
    test.setTimeout(300_000);
    const persona = remoteOf('uxPersona');
    const running = (await site.currentRelease(persona)).version;
    const tabs = await openTabsWithWork(site, pages, 'uxPersona');

    // A build that differs from the running one only by its label.
    const label = `e2e-open-tab-${Date.now()}`;
    const printed = await releaseCommand('release', [persona.remote], site.dataDir, {
      VITE_RELEASE_LABEL: label,
    });
    test.info().annotations.push({ type: 'pnpm release', description: printed });
    const released = await site.currentRelease(persona);
    expect(released.version).not.toBe(running);
    const manifest = await (await fetch(new URL(released.entry, site.url))).json();
    expect(manifest.metaData.buildInfo).toMatchObject({ buildVersion: released.version, label });

    for (const tab of tabs) {
      const { page } = tab;
      // The lazily loaded picker comes from the tab's own release, still served.
      const chunks = `/remotes/${remoteFolder(persona.remote)}/${running}/assets/PhotoPickerDialog-`;
      const chunk = page.waitForResponse(
        (response) => response.url().includes(chunks) && response.url().endsWith('.js'),
      );
      await page.getByRole('button', { name: 'Choose photo', exact: true }).click();
      expect((await chunk).status()).toBe(200);
      const picker = page.getByRole('dialog', { name: 'Choose photo' });
      await picker.getByRole('button', { name: 'Preset photo 2', exact: true }).click();
      await expect(picker).toBeHidden();
      const photo = page.getByRole('img', { name: /^Photo of / });
      await expect(photo).toBeVisible();
      const photoSource = await photo.getAttribute('src');
      await expect(remoteRoot(page, persona)).toHaveAttribute('data-release', running);
      await expectDraftStored(page);

      await reloadIntoRelease(tab, 'uxPersona', released.version);
      await expect(photo).toHaveAttribute('src', photoSource!);
    }
  });

  for (const type of ['empathyMap', 'competitorAnalysis'] as const) {
    test(`the ${editorOf(type).name}, released through the release store: it keeps working, and Reload restores the work`, async () => {
      const remote = remoteOf(type);
      const running = (await site.currentRelease(remote)).version;
      const tabs = await openTabsWithWork(site, pages, type);
      const released = await site.publishRelease(remote);

      for (const tab of tabs) {
        // Still the tab's own release, and still an editor: more work goes into the draft.
        tab.work = `${tab.work}, after the release`;
        await editorOf(type).edit(tab.page, tab.work);
        await expect(remoteRoot(tab.page, remote)).toHaveAttribute('data-release', running);
        await expectDraftStored(tab.page);
        await reloadIntoRelease(tab, type, released);
      }
    });
  }
});
