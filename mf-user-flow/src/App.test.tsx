import { screen, within } from '@testing-library/react';
import { installFakeApi, renderRemote } from 'editor-kit/testing';
import { toRouteKey, uxPersonaContract } from 'shared-contracts';
import { userFlowContract } from 'shared-contracts/editors/user-flow/schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import App from './App';

afterEach(() => vi.unstubAllGlobals());

const renderAt = (path: string) => renderRemote(App, '/userflow', { path });

/** The labels the diagram draws, in the flow's order. */
const nodeLabels = () =>
  [...document.querySelectorAll('.uf-diagram .uf-node__label')].map((label) => label.textContent);
const diagram = () => screen.getByRole('application', { name: 'Flow diagram' });
/** The editor's own status line (the kit has one of its own too). */
const status = () => document.querySelector('.uf-status')?.textContent;
const inspector = () =>
  screen.getByRole('heading', { name: 'Details' }).closest('section') as HTMLElement;

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

/** The fake serves the user flow (its contract lives beside the editor) and the personas. */
function flowWorld(options: { signedIn?: boolean } = {}) {
  const api = installFakeApi({
    ...options,
    editors: { uxPersona: uxPersonaContract, userFlow: userFlowContract },
  });
  // Typed by the fake's own editors; the user flow is served alike at run time.
  const addItem = api.addItem as unknown as (
    type: string,
    projectSK: string,
    content: object,
  ) => { PK: string; SK: string };
  return { api, addItem };
}

describe('the user flow remote', () => {
  it('gives a guest the sample flow in the diagram and the list view, without calling the server', async () => {
    const { api } = flowWorld({ signedIn: false });
    renderAt('/userflow');
    expect(await screen.findByRole('application', { name: 'Flow diagram' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Signing in');
    expect(nodeLabels()).toEqual(SAMPLE_LABELS);
    const tree = screen.getByRole('tree', { name: 'Flow in reading order' });
    expect(within(tree).getAllByRole('treeitem').length).toBeGreaterThanOrEqual(10);
    expect(within(tree).getByRole('treeitem', { name: 'Start: Opens the app' })).toBeTruthy();
    expect(within(tree).getByRole('treeitem', { name: 'Yes → Screen: Dashboard' })).toBeTruthy();
    expect(screen.getByText('Select a node or a connector to see its details.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it("adds a node from the toolbar's menu", async () => {
    flowWorld({ signedIn: false });
    const { user } = renderAt('/userflow');
    await screen.findByRole('application', { name: 'Flow diagram' });
    const toolbar = screen.getByRole('toolbar', { name: 'Flow' });
    await user.click(within(toolbar).getByRole('button', { name: 'Add node' }));
    await user.click(screen.getByRole('menuitem', { name: 'Decision' }));
    expect(nodeLabels()).toEqual([...SAMPLE_LABELS, 'Untitled']);
    expect(document.querySelectorAll('.uf-node--decision')).toHaveLength(3);
    expect(status()).toBe('Decision added');
    // The new node is selected: the inspector shows it.
    expect(within(inspector()).getByRole('combobox', { name: 'Kind' })).toHaveProperty(
      'value',
      'decision',
    );
    expect(within(inspector()).getByRole('textbox', { name: 'Label' })).toHaveProperty('value', '');
  });

  it('shows a selected node in the inspector and renames it from the Label field', async () => {
    flowWorld({ signedIn: false });
    const { user } = renderAt('/userflow');
    await screen.findByRole('application', { name: 'Flow diagram' });
    await user.click(screen.getByRole('treeitem', { name: 'No → Screen: Sign-in form' }));
    const details = inspector();
    expect(within(details).getByRole('combobox', { name: 'Kind' })).toHaveProperty(
      'value',
      'screen',
    );
    const label = within(details).getByRole('textbox', { name: 'Label' });
    expect(label).toHaveProperty('value', 'Sign-in form');
    expect(within(details).getByText('1 connector out')).toBeTruthy();
    expect(within(details).getByText('2 connectors in, from')).toBeTruthy();
    expect(
      within(details).getByText('Save the flow in a project to link its screens to sitemap pages.'),
    ).toBeTruthy();

    await user.clear(label);
    await user.type(label, 'Log-in form');
    expect(nodeLabels()).toContain('Log-in form');
    expect(nodeLabels()).not.toContain('Sign-in form');
    expect(screen.getByRole('treeitem', { name: 'No → Screen: Log-in form' })).toBeTruthy();
  });

  it('edits the flow by keys on the diagram, and takes the delete back with Ctrl+Z', async () => {
    flowWorld({ signedIn: false });
    const { user } = renderAt('/userflow');
    const view = await screen.findByRole('application', { name: 'Flow diagram' });
    view.focus();

    // Nothing selected: ArrowRight selects the first node, and says where it stands.
    await user.keyboard('{ArrowRight}');
    expect(status()).toBe('Start: Opens the app: 1 out, 0 in');
    expect(document.querySelector('.uf-node--selected')?.textContent).toBe('Opens the app');
    expect(within(inspector()).getByRole('textbox', { name: 'Label' })).toHaveProperty(
      'value',
      'Opens the app',
    );
    // ArrowRight again: the nearest node that way.
    await user.keyboard('{ArrowRight}');
    expect(document.querySelector('.uf-node--selected')?.textContent).toBe('Landing page');

    // Ctrl+ArrowRight: the next node, connected, selected.
    await user.keyboard('{Control>}{ArrowRight}{/Control}');
    expect(nodeLabels()).toHaveLength(11);
    expect(status()).toMatch(/ added after Screen: Landing page$/);
    const made = document.querySelector('.uf-node--selected');
    expect(made).not.toBeNull();
    expect(made?.textContent).not.toBe('Landing page');
    expect(within(inspector()).getByText('1 connector in, from')).toBeTruthy();
    expect(within(inspector()).getByText('Screen: Landing page')).toBeTruthy();

    // Delete removes the selection; the diagram keeps the focus.
    await user.keyboard('{Delete}');
    expect(nodeLabels()).toEqual(SAMPLE_LABELS);
    expect(status()).toBe('Deleted');
    expect(document.querySelector('.uf-node--selected')).toBeNull();
    expect(document.activeElement).toBe(diagram());

    // The kit's undo takes the delete back.
    await user.keyboard('{Control>}z{/Control}');
    expect(nodeLabels()).toHaveLength(11);
    await user.keyboard('{Control>}z{/Control}');
    expect(nodeLabels()).toEqual(SAMPLE_LABELS);
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(nodeLabels()).toHaveLength(11);
  });

  it('loads a stored flow at its address, for a signed-in user', async () => {
    const { api, addItem } = flowWorld();
    const project = api.addProject({ name: 'Checkout' });
    const flow = addItem('userFlow', project.SK, {
      name: 'Paying',
      nodes: [
        {
          id: 'a',
          kind: 'start',
          x: 0,
          y: 0,
          label: 'Opens the basket',
          picture: null,
          page: null,
          group: null,
        },
        {
          id: 'b',
          kind: 'screen',
          x: 240,
          y: 0,
          label: 'Payment form',
          picture: null,
          page: null,
          group: null,
        },
        {
          id: 'c',
          kind: 'end',
          x: 480,
          y: 0,
          label: 'Paid',
          picture: null,
          page: null,
          group: null,
        },
      ],
      connectors: [
        { id: 'ab', from: 'a', to: 'b', label: '', route: 'straight' },
        { id: 'bc', from: 'b', to: 'c', label: 'Pays', route: 'elbow' },
      ],
    });
    renderAt(`/userflow/${toRouteKey(project.SK)}/${toRouteKey(flow.SK)}`);
    expect(await screen.findByRole('application', { name: 'Flow diagram' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Paying');
    expect(nodeLabels()).toEqual(['Opens the basket', 'Payment form', 'Paid']);
    expect(screen.getByRole('treeitem', { name: 'Pays → End: Paid' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    // A signed-in flow names its actors (none yet) and offers no guest hint.
    expect(screen.getByText('Actors:')).toBeTruthy();
  });

  it('shows Not Found for an address it does not know', () => {
    renderAt('/userflow/only-one-key');
    expect(screen.getByRole('heading', { name: 'Not Found' })).toBeTruthy();
  });
});
