/**
 * User flow diagrams (issue H3): the guest's sample and every export (JPEG and PNG
 * decoded, the PDF's text read, the SVG parsed), Mermaid out, a flowchart pasted in and
 * undone, a bad one refused; signed in, a five-node flow with a decision built by keyboard
 * and by mouse, undo and redo, saved, read back after a reload, out to Mermaid and back in
 * unchanged, shown in the project page with its thumbnail, and deleted; nodes copied in one
 * tab and pasted in another; axe on the editor, its Mermaid dialog and its inspector.
 */
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoViolations } from '../support/axe.ts';
import { createItemThroughApi } from '../support/drafts.ts';
import { exportAs, exportJpeg, isJpeg, pdfText } from '../support/export.ts';
import { acceptCookies, expect, test } from '../support/fixtures.ts';
import { createProjectThroughApi, idOf } from '../support/projects-api.ts';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const diagram = (page: Page) => page.getByRole('application', { name: 'Flow diagram' });
const outline = (page: Page) => page.getByRole('tree', { name: 'Flow in reading order' });
const statusLine = (page: Page) => page.locator('.uf-status');
const nodes = (page: Page) => diagram(page).locator('.uf-node');
const connectors = (page: Page) =>
  diagram(page).locator('.uf-connector:not(.uf-connector--pending)');
/** A node in the diagram, by its label (nodes are drawn, not focusable). */
const node = (page: Page, label: string): Locator =>
  nodes(page).filter({
    has: page.locator('.uf-node__label', { hasText: new RegExp(`^${escapeRegExp(label)}$`) }),
  });
/** The labels the diagram draws, sorted. */
const nodeLabels = async (page: Page) =>
  (await diagram(page).locator('.uf-node__label').allTextContents()).sort();
/** The list view's rows as a screen reader hears them: level and name. */
const outlineRows = (page: Page) =>
  outline(page)
    .getByRole('treeitem')
    .evaluateAll((rows) =>
      rows.map((row) => `${row.getAttribute('aria-level')} ${row.getAttribute('aria-label')}`),
    );

const SAMPLE_LABELS = [
  'Opens the app',
  'Landing page',
  'Signed in?',
  'Sign-in form',
  'Submits email and password',
  'Details correct?',
  'Error message',
  'Dashboard',
  'Goal reached',
  'Returning users skip the form when their session is still valid.',
];

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('a guest sees the sample, exports it in every format, and replaces it with a Mermaid flowchart', async ({
  page,
}) => {
  await page.goto('/userflow');
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Signing in');
  await expect.poll(() => nodeLabels(page)).toEqual([...SAMPLE_LABELS].sort());
  await expect(node(page, 'Signed in?')).toHaveClass(/uf-node--decision/);
  await expect(outline(page).getByRole('treeitem')).not.toHaveCount(0);
  // A guest has nothing to save.
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

  // The SVG: a real document, its words as text, a line for each of the 10 connectors.
  const [svgDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download SVG' }).click(),
  ]);
  expect(svgDownload.suggestedFilename()).toBe('user_flow_export.svg');
  const svgText = await streamText(svgDownload);
  const svg = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const root = doc.documentElement;
    return {
      root: root.localName,
      namespace: root.namespaceURI,
      error: doc.getElementsByTagName('parsererror').length,
      width: Number(root.getAttribute('width')),
      title: doc.querySelector('title')?.textContent,
      texts: [...doc.querySelectorAll('text')].map((text) => text.textContent ?? ''),
      lines: doc.querySelectorAll('path[fill="none"]').length,
    };
  }, svgText);
  expect(svg.error).toBe(0);
  expect(svg.root).toBe('svg');
  expect(svg.namespace).toBe('http://www.w3.org/2000/svg');
  expect(svg.title).toBe('Signing in');
  expect(svg.texts).toContain('Landing page');
  expect(svg.texts).toContain('Signed in?');
  expect(svg.texts.filter((text) => text === 'Yes')).toHaveLength(2);
  expect(svg.lines).toBe(10);

  // JPEG and PNG: the whole flow, wider than the viewport that shows it, at twice its size.
  const jpeg = await exportJpeg(page);
  expect(jpeg.download.suggestedFilename()).toBe('user_flow_export.jpg');
  expect(isJpeg(jpeg.bytes)).toBe(true);
  const picture = await sharp(jpeg.bytes).metadata();
  const viewport = (await diagram(page).boundingBox())!;
  expect(picture.width).toBeGreaterThan(viewport.width);
  expect(Math.abs(picture.width! - 2 * svg.width)).toBeLessThanOrEqual(2);
  const png = await exportAs(page, 'PNG');
  expect(png.download.suggestedFilename()).toBe('user_flow_export.png');
  const pngMeta = await sharp(png.bytes).metadata();
  expect(pngMeta.format).toBe('png');
  expect(pngMeta.width).toBe(picture.width);
  // The PDF's text: the title and the nodes' labels, not the editing controls.
  const pdf = await exportAs(page, 'PDF');
  expect(pdf.download.suggestedFilename()).toBe('user_flow_export.pdf');
  const words = (await pdfText(pdf.bytes)).text.replace(/\s+/g, ' ');
  for (const label of ['Signing in', 'Landing page', 'Signed in?', 'Dashboard', 'Goal reached'])
    expect(words).toContain(label);
  expect(words).not.toContain('Zoom in');

  // Mermaid out: a left-to-right flowchart with every label.
  await page.getByRole('button', { name: 'Mermaid', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Mermaid flowchart' });
  const field = dialog.getByRole('textbox', { name: 'Mermaid text' });
  await expect(field).toHaveValue(/^flowchart LR\n/);
  const exported = await field.inputValue();
  for (const label of SAMPLE_LABELS) expect(exported).toContain(`"${label}"`);
  expect(exported).toContain('|"Yes"|');

  // A text that is not a flowchart changes nothing and says which line and why.
  await field.fill('graph XYZ\n  A -->');
  await dialog.getByRole('button', { name: 'Replace the flow' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Line 1: "XYZ" cannot be read: a statement is a node, a connector (A --> B), "subgraph", "end" or a %% comment',
  );
  await expect(field).toHaveValue('graph XYZ\n  A -->');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect.poll(() => nodeLabels(page)).toEqual([...SAMPLE_LABELS].sort());

  // Mermaid in, after the question: the flowchart's nodes, laid out.
  await field.fill('flowchart TD\n  A([Begin]) --> B{OK?}\n  B -->|Yes| C[Done]\n  B -->|No| A');
  await dialog.getByRole('button', { name: 'Replace the flow' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Replace the flow' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => nodeLabels(page)).toEqual(['Begin', 'Done', 'OK?']);
  await expect(node(page, 'Begin')).toHaveClass(/uf-node--start/);
  await expect(node(page, 'OK?')).toHaveClass(/uf-node--decision/);
  await expect(node(page, 'Done')).toHaveClass(/uf-node--screen/);
  await expect(connectors(page)).toHaveCount(3);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Signing in');

  // Undo brings the sample back.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => nodeLabels(page)).toEqual([...SAMPLE_LABELS].sort());
});

async function streamText(download: import('@playwright/test').Download): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of await download.createReadStream()) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

/** Drags from the middle of one element to a point, in steps as a hand would. */
async function dragTo(page: Page, from: Locator, to: { x: number; y: number }) {
  const box = (await from.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 10 });
  await page.mouse.up();
}
const middleOf = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

test('signed in: a five-node flow with a decision built by keyboard and mouse, saved, reloaded, through Mermaid and back, in the project, deleted', async ({
  page,
  signedIn,
}) => {
  test.slow();
  expect(signedIn.email).toContain('@');
  const project = await createProjectThroughApi(page, { name: 'Banking app' });
  await page.goto(`/project/PROJECT_${idOf(project.SK)}`);
  const flows = page.getByRole('region', { name: 'User Flows' });
  await flows.getByRole('button', { name: 'Create New: User Flows' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/userflow/PROJECT_${idOf(project.SK)}/USERFLOW_${UUID}$`),
  );
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('User flow');
  // A new flow is a start joined to an end.
  await expect.poll(() => nodeLabels(page)).toEqual(['End', 'Start']);
  await expect(connectors(page)).toHaveCount(1);
  await expect(node(page, 'Start')).toHaveClass(/uf-node--start/);
  await expect(node(page, 'End')).toHaveClass(/uf-node--end/);

  // The keyboard: the first arrow selects the first node, E its connector, Delete removes it.
  await diagram(page).focus();
  await page.keyboard.press('ArrowRight');
  await expect(statusLine(page)).toHaveText('Start: Start: 1 out, 0 in');
  await expect(node(page, 'Start')).toHaveClass(/uf-node--selected/);
  await page.keyboard.press('e');
  await expect(statusLine(page)).toHaveText('Connector from Start: Start to End: End');
  await page.keyboard.press('Delete');
  await expect(statusLine(page)).toHaveText('Deleted');
  await expect(connectors(page)).toHaveCount(0);
  // The keys still act from the deleted connector's source.
  // Ctrl+Right: the next node, joined, named in place with Enter.
  await page.keyboard.press('Control+ArrowRight');
  await expect(statusLine(page)).toHaveText('Screen: Untitled added after Start: Start');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Label of the screen' })).toBeFocused();
  await page.keyboard.type('Home');
  await page.keyboard.press('Enter');
  await expect(diagram(page)).toBeFocused();
  await page.keyboard.press('Control+ArrowRight');
  await expect(statusLine(page)).toHaveText('Action: Untitled added after Screen: Home');
  await page.keyboard.press('F2');
  await page.keyboard.type('Signed in?');
  await page.keyboard.press('Enter');
  await expect.poll(() => nodeLabels(page)).toEqual(['End', 'Home', 'Signed in?', 'Start']);
  await expect(connectors(page)).toHaveCount(2);

  // The mouse: the inspector makes the action a decision.
  const details = page.getByRole('region', { name: 'Details' });
  await details.getByRole('combobox', { name: 'Kind' }).selectOption('Decision');
  await expect(node(page, 'Signed in?')).toHaveClass(/uf-node--decision/);
  // Its handle dragged to empty space below it makes the next node, joined.
  const decision = await middleOf(node(page, 'Signed in?'));
  await dragTo(page, node(page, 'Signed in?').locator('.uf-node__handle'), {
    x: decision.x,
    y: decision.y + 190,
  });
  await expect(statusLine(page)).toHaveText('Screen: Untitled added after Decision: Signed in?');
  await expect(nodes(page)).toHaveCount(5);
  await expect(connectors(page)).toHaveCount(3);
  // Undo takes it back, redo (Ctrl+Shift+Z) brings it again.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(nodes(page)).toHaveCount(4);
  await expect(connectors(page)).toHaveCount(2);
  await diagram(page).focus();
  await page.keyboard.press('Control+Shift+Z');
  await expect(nodes(page)).toHaveCount(5);
  await expect(connectors(page)).toHaveCount(3);
  // Named in the inspector.
  await details.getByRole('textbox', { name: 'Label', exact: true }).fill('Sign-in form');
  await node(page, 'Sign-in form').click();
  await expect(node(page, 'Sign-in form')).toHaveClass(/uf-node--selected/);

  // The keyboard connects it back to Home: C, an arrow to aim, Enter.
  await expect(diagram(page)).toBeFocused();
  await page.keyboard.press('c');
  await expect(statusLine(page)).toHaveText(
    'Connecting from Screen: Sign-in form: arrows choose where to, Enter connects, Escape cancels',
  );
  await page.keyboard.press('ArrowLeft');
  await expect(statusLine(page)).toHaveText('To Screen: Home?');
  await expect(node(page, 'Home')).toHaveClass(/uf-node--target/);
  await page.keyboard.press('Enter');
  await expect(statusLine(page)).toHaveText('Connected Screen: Sign-in form to Screen: Home');
  await expect(connectors(page)).toHaveCount(4);

  // The mouse connects the decision to End: its handle dropped on End.
  await node(page, 'Signed in?').click();
  await dragTo(
    page,
    node(page, 'Signed in?').locator('.uf-node__handle'),
    await middleOf(node(page, 'End')),
  );
  await expect(statusLine(page)).toHaveText('Connected Decision: Signed in? to End: End');
  await expect(connectors(page)).toHaveCount(5);
  // The decision's branches named in the inspector.
  await node(page, 'Signed in?').click();
  await details
    .getByRole('group', { name: 'To End: End' })
    .getByRole('textbox', { name: 'Connector label' })
    .fill('Yes');
  await details
    .getByRole('group', { name: 'To Screen: Sign-in form' })
    .getByRole('textbox', { name: 'Connector label' })
    .fill('No');
  await expect(diagram(page).locator('.uf-connector-label')).toHaveText(['No', 'Yes']);

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Signing in to the bank');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved Successfully')).toBeVisible();
  await expect(page.getByText('Unsaved*')).toHaveCount(0);

  // What the API stored: five nodes of their kinds, five connectors, the branches named.
  const stored = await readFlow(page);
  expect(stored.name).toBe('Signing in to the bank');
  expect(shape(stored)).toEqual({
    nodes: ['start Start', 'end End', 'screen Home', 'decision Signed in?', 'screen Sign-in form'],
    connectors: [
      'Home -> Signed in? "" straight',
      'Sign-in form -> Home "" straight',
      'Signed in? -> End "Yes" straight',
      'Signed in? -> Sign-in form "No" straight',
      'Start -> Home "" straight',
    ],
  });
  // The list view reads it from the start, the decision's branches under it.
  const rows = [
    '1 Start: Start',
    '2 Screen: Home',
    '3 Decision: Signed in?',
    '4 Yes → End: End',
    '4 No → Screen: Sign-in form',
    '5 goes to Screen: Home',
  ];
  expect(await outlineRows(page)).toEqual(rows);

  // After a reload, the same flow in both views.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    'Signing in to the bank',
  );
  await expect.poll(() => outlineRows(page)).toEqual(rows);
  await expect
    .poll(() => nodeLabels(page))
    .toEqual(['End', 'Home', 'Sign-in form', 'Signed in?', 'Start']);
  await expect(node(page, 'Signed in?')).toHaveClass(/uf-node--decision/);
  await expect(connectors(page)).toHaveCount(5);

  // Mermaid out and straight back in: the same flow, with new ids.
  await page.getByRole('button', { name: 'Mermaid', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Mermaid flowchart' });
  await expect(dialog.getByRole('textbox', { name: 'Mermaid text' })).toHaveValue(
    /^flowchart LR\n/,
  );
  await dialog.getByRole('button', { name: 'Replace the flow' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Replace the flow' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Unsaved*')).toBeVisible();
  await diagram(page).focus();
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Unsaved*')).toHaveCount(0);
  const again = await readFlow(page);
  expect(shape(again)).toEqual(shape(stored));
  expect(places(again)).toEqual(places(stored));
  expect(again.nodes.map((n) => n.id)).not.toEqual(stored.nodes.map((n) => n.id));
  await expect.poll(() => outlineRows(page)).toEqual(rows);

  // The project page's slider, with the thumbnail taken on save.
  await page.getByRole('link', { name: '← Banking app' }).click();
  const card = flows.getByRole('link', { name: /^Open Signing in to the bank/ });
  await expect(card.locator('img')).toHaveAttribute('src', /\/api\/images\//);
  const loaded = await card
    .locator('img')
    .evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth));
  expect(loaded).toBeGreaterThan(100);

  // Deleted from the editor: gone from the project.
  await card.click();
  await expect.poll(() => nodeLabels(page)).toHaveLength(5);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete? Signing in to the bank');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(new RegExp(`/project/PROJECT_${idOf(project.SK)}$`));
  await expect(flows.getByText('Items were not found')).toBeVisible();
});

interface StoredFlow {
  name: string;
  nodes: { id: string; kind: string; label: string; x: number; y: number }[];
  connectors: { id: string; from: string; to: string; label: string; route: string }[];
}

/** The flow the page shows, as the API has it (GET with the page's token). */
async function readFlow(page: Page): Promise<StoredFlow> {
  const [, pk, sk] = page.url().match(/\/userflow\/([^/]+)\/([^/?#]+)/)!;
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const response = await page.request.get(`/api/user-flows/${pk}/${sk}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as StoredFlow;
}

/** A flow without its ids: its nodes by kind and label, its connectors by their ends' labels. */
function shape(flow: StoredFlow) {
  const label = new Map(flow.nodes.map((n) => [n.id, n.label]));
  return {
    nodes: flow.nodes.map((n) => `${n.kind} ${n.label}`),
    connectors: flow.connectors
      .map((c) => `${label.get(c.from)} -> ${label.get(c.to)} "${c.label}" ${c.route}`)
      .sort(),
  };
}
const places = (flow: StoredFlow) => flow.nodes.map((n) => `${n.label} ${n.x},${n.y}`);

test('nodes copied in one tab are pasted into another flow in a second tab', async ({
  page,
  context,
  signedIn,
}) => {
  expect(signedIn.email).toContain('@');
  const first = await createItemThroughApi(page, 'userFlow');
  const second = await createItemThroughApi(page, 'userFlow');
  await page.goto(first);
  await expect.poll(() => nodeLabels(page)).toEqual(['End', 'Start']);
  // Start renamed, so that its copy can be told from the other flow's own.
  await diagram(page).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('F2');
  await page.keyboard.type('Welcome');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+a');
  await expect(statusLine(page)).toHaveText('2 nodes selected');
  await page.keyboard.press('Control+c');
  await expect(statusLine(page)).toHaveText('2 nodes copied');

  const other = await context.newPage();
  await other.goto(second);
  await expect.poll(() => nodeLabels(other)).toEqual(['End', 'Start']);
  await diagram(other).focus();
  await other.keyboard.press('Control+v');
  await expect(statusLine(other)).toHaveText('2 nodes pasted');
  await expect.poll(() => nodeLabels(other)).toEqual(['End', 'End', 'Start', 'Welcome']);
  // The connector between them came along; the copies are selected.
  await expect(connectors(other)).toHaveCount(2);
  await expect(node(other, 'Welcome')).toHaveClass(/uf-node--selected/);
  await expect(other.getByText('Unsaved*')).toBeVisible();
  // The first tab's flow is as it was.
  await expect.poll(() => nodeLabels(page)).toEqual(['End', 'Welcome']);
});

test('passes axe: the editor, a node selected with its details, a label edited, the Mermaid dialog', async ({
  page,
}) => {
  await page.goto('/userflow');
  await expect.poll(() => nodeLabels(page)).toEqual([...SAMPLE_LABELS].sort());
  await expectNoViolations(page, 'the user flow editor');
  // A screen selected: its kind, label, group, picture, and its connectors' fields.
  await node(page, 'Landing page').click();
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details.getByRole('textbox', { name: 'Label', exact: true })).toHaveValue(
    'Landing page',
  );
  await expect(details.getByRole('textbox', { name: 'Connector label' })).toHaveCount(1);
  await expectNoViolations(page, 'a node selected, its details shown');
  await page.keyboard.press('F2');
  await expect(page.getByRole('textbox', { name: 'Label of the screen' })).toBeFocused();
  await expectNoViolations(page, 'a label edited in place');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Mermaid', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Mermaid flowchart' })).toBeVisible();
  await expectNoViolations(page, 'the Mermaid dialog');
});

test('a double click on a node edits its label in place', async ({ page }) => {
  // The press takes the pointer capture, so the double click reaches the viewport: the
  // node is found by its place.
  await page.goto('/userflow');
  await node(page, 'Landing page').dblclick();
  const editor = page.getByRole('textbox', { name: 'Label of the screen' });
  await expect(editor).toBeFocused();
  await expect(editor).toHaveValue('Landing page');
  await page.keyboard.type('Welcome page');
  await page.keyboard.press('Enter');
  await expect(node(page, 'Welcome page')).toBeVisible();
  await expect(nodes(page)).toHaveCount(SAMPLE_LABELS.length);
});
