import type { Page, Request } from '@playwright/test';
import { remoteFolder } from '../../shared-contracts/src/editors/description.ts';
import { SHARED_SINGLETONS } from '../../tooling/shared-packages.ts';
import { editorOf } from '../support/editors.ts';
import { acceptCookies, expect, test } from '../support/fixtures.ts';

/**
 * Issue G2: an editor route's page names everything mounting the editor loads, so the
 * browser requests it all at once after the document instead of discovering it one
 * import at a time; a link to an editor starts fetching it when pointed at or focused.
 */

/** Every request of the page from now on, by URL path. */
function recordRequests(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return {
    paths: () => requests.map((request) => new URL(request.url()).pathname),
    scripts: () =>
      requests
        .filter((request) => request.resourceType() === 'script')
        .map((request) => new URL(request.url()).pathname),
  };
}

/** The hrefs (paths) of the page's preload links of `rel`, as the server sent them. */
const preloadLinks = (page: Page, rel: 'modulepreload' | 'preload') =>
  page
    .locator(`head link[rel="${rel}"]`)
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));

const EDITOR_FIELDS = {
  uxpersonas: { role: 'textbox', name: 'Personality words' },
  empathymap: { role: 'textbox', name: 'Says' },
} as const;

test.describe('pages carry what their route needs', () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
  });

  for (const [route, field] of Object.entries(EDITOR_FIELDS)) {
    test(`/${route}: the editor loads with no request for the remotes map or its manifest, and every script it runs was preloaded by the page`, async ({
      page,
    }) => {
      const { remote: name } = await editorOf({ route });
      const remote = { name, folder: remoteFolder(name) };
      const requests = recordRequests(page);
      await page.goto(`/${route}`);
      await expect(page.getByRole(field.role, { name: field.name, exact: true })).toBeEditable();

      const paths = requests.paths();
      expect(paths).not.toContain('/remotes.json');
      expect(paths.filter((p) => p.endsWith('/mf-manifest.json'))).toEqual([]);
      const preloaded = new Set([
        ...(await preloadLinks(page, 'modulepreload')),
        // The shell's own entry script.
        ...(await page
          .locator('head script[type="module"][src]')
          .evaluateAll((scripts) =>
            scripts.map((s) => new URL((s as HTMLScriptElement).src).pathname),
          )),
      ]);
      const remoteScripts = requests
        .scripts()
        .filter((p) => p.startsWith(`/remotes/${remote.folder}/`));
      expect(remoteScripts.length).toBeGreaterThan(3);
      // Nothing the editor needed was discovered late.
      expect(requests.scripts().filter((p) => !preloaded.has(p))).toEqual([]);
      // The page preloads the release the remotes map names as current.
      const map = JSON.parse((await page.locator('#remotes-map').textContent()) ?? '{}') as Record<
        string,
        { entry: string; version: string }
      >;
      const folder = `/remotes/${remote.folder}/${map[remote.name]!.version}/`;
      expect(remoteScripts.every((p) => p.startsWith(folder))).toBe(true);
      await expect(page.locator(`[data-remote="${remote.name}"]`)).toHaveAttribute(
        'data-release',
        map[remote.name]!.version,
      );
    });
  }

  test('the landing page preloads no editor, until a pointer rests on an editor card or focus reaches it', async ({
    page,
  }) => {
    const requests = recordRequests(page);
    await page.goto('/');
    const create = page.getByRole('button', { name: 'Create User Personas', exact: true });
    await expect(create).toBeEnabled();
    const editorFiles = () => requests.paths().filter((p) => p.startsWith('/remotes/'));
    expect(editorFiles()).toEqual([]);
    expect(await preloadLinks(page, 'modulepreload')).not.toContainEqual(
      expect.stringMatching(/^\/remotes\//),
    );

    await create.hover();
    // The persona editor's entry and its App are fetched before any click.
    await expect
      .poll(() => editorFiles().filter((p) => p.startsWith('/remotes/mf-ux-persona/')))
      .toContainEqual(expect.stringMatching(/\/remoteEntry\.js$/));
    await expect
      .poll(() => editorFiles())
      .toContainEqual(
        expect.stringMatching(/^\/remotes\/mf-ux-persona\/[^/]+\/assets\/App-.*\.js$/),
      );
    expect(editorFiles().some((p) => p.startsWith('/remotes/mf-empathy-map/'))).toBe(false);

    // Keyboard focus does the same for another card.
    await page.getByRole('button', { name: 'Create Empathy Maps', exact: true }).focus();
    await expect
      .poll(() => editorFiles())
      .toContainEqual(expect.stringMatching(/^\/remotes\/mf-empathy-map\/[^/]+\/remoteEntry\.js$/));

    // Opening the editor then fetches none of its files a second time.
    await create.click();
    await expect(
      page.getByRole('textbox', { name: 'Personality words', exact: true }),
    ).toBeEditable();
    const fetched = editorFiles();
    expect(fetched.filter((p, i) => fetched.indexOf(p) !== i)).toEqual([]);
  });

  test("the landing page runs no federation code; an editor runs on the shell's singletons and runtime", async ({
    page,
  }) => {
    /** The federation runtime's record of the page: its hosts and where each shared package came from. */
    const federation = () =>
      page.evaluate(() => {
        const global = globalThis as unknown as {
          __FEDERATION__?: {
            __INSTANCES__: { name: string }[];
            __SHARE__: Record<
              string,
              Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>
            >;
          };
          _FEDERATION_RUNTIME_CORE?: unknown;
        };
        const record = global.__FEDERATION__;
        if (!record) return null;
        const sources: Record<string, string[]> = {};
        for (const scopes of Object.values(record.__SHARE__))
          for (const packages of Object.values(scopes))
            for (const [name, versions] of Object.entries(packages))
              for (const share of Object.values(versions))
                sources[name] = [...new Set([...(sources[name] ?? []), share.from])];
        return {
          instances: record.__INSTANCES__.map((instance) => instance.name),
          runtimeProvided: Boolean(global._FEDERATION_RUNTIME_CORE),
          sources,
        };
      });

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await federation()).toBeNull();

    await page.getByRole('button', { name: 'Create User Personas', exact: true }).click();
    await expect(
      page.getByRole('textbox', { name: 'Personality words', exact: true }),
    ).toBeEditable();
    const record = await federation();
    expect(record?.instances.sort()).toEqual(['mf_ux_persona', 'shell']);
    // The remote carries no runtime of its own: it runs on the one the shell published.
    expect(record?.runtimeProvided).toBe(true);
    // One React, one router, one query client, one token store, one zod: all the shell's.
    for (const name of SHARED_SINGLETONS) expect(record?.sources[name], name).toEqual(['shell']);
  });
});
