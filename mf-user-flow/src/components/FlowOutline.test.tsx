import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { benchFlow } from '../model/bench-flow';
import { blankNode, type Flow, type FlowConnector, type NodeKind } from '../model/flow';
import { FlowOutline, type OutlineWords } from './FlowOutline';

const KINDS: Record<NodeKind, string> = {
  start: 'Start',
  end: 'End',
  screen: 'Screen',
  action: 'Action',
  decision: 'Decision',
  note: 'Note',
};

const makeWords = (): OutlineWords => ({
  label: 'Flow in reading order',
  help: 'Up and Down move, Enter adds the next step, F2 renames, Delete removes.',
  kind: vi.fn((kind: NodeKind) => KINDS[kind]),
  untitled: 'Untitled',
  via: (label) => `${label} →`,
  goesTo: (name) => `goes to ${name}`,
  detached: 'Not connected',
  renameLabel: (name) => `Label of ${name}`,
});

const link = (from: string, to: string, label = ''): FlowConnector => ({
  id: `${from}>${to}`,
  from,
  to,
  label,
  route: 'straight',
});

/** Pay, or try again: a decision with two branches, a loop back, and a note aside. */
function payFlow(): Flow {
  return {
    name: 'Checkout',
    actors: [],
    snapToGrid: true,
    nodes: [
      blankNode('retry', 'screen', 200, 200, 'Retry'),
      blankNode('start', 'start', 0, 0, 'Begin'),
      blankNode('paid', 'decision', 200, 0, 'Paid?'),
      blankNode('thanks', 'screen', 400, 0, ''),
      blankNode('end', 'end', 600, 0, 'Done'),
      blankNode('memo', 'note', 0, 400, 'Remember'),
    ],
    connectors: [
      link('start', 'paid'),
      link('paid', 'retry', 'No'),
      link('paid', 'thanks', 'Yes'),
      link('thanks', 'end'),
      link('retry', 'paid', 'Again'),
    ],
    groups: [],
  };
}

/** The list view as the editor holds it: the flow and the selection live here, edits come back. */
function setup(initial: Flow = payFlow(), { strict = true } = {}) {
  const words = makeWords();
  const calls = {
    select: vi.fn<(id: string) => void>(),
    rename: vi.fn<(id: string, label: string) => void>(),
    addNext: vi.fn<(id: string) => void>(),
    remove: vi.fn<(id: string) => void>(),
  };
  const state = { flow: initial, setSelection: (_ids: ReadonlySet<string>) => {} };
  let added = 0;
  function Harness() {
    const [flow, setFlow] = useState(initial);
    const [selection, setSelection] = useState<ReadonlySet<string>>(() => new Set());
    state.flow = flow;
    state.setSelection = setSelection;
    return (
      <FlowOutline
        flow={flow}
        selectedIds={selection}
        words={words}
        onSelect={(id) => {
          calls.select(id);
          setSelection(new Set([id]));
        }}
        onRename={(id, label) => {
          calls.rename(id, label);
          setFlow((f) => ({
            ...f,
            nodes: f.nodes.map((n) => (n.id === id ? { ...n, label } : n)),
          }));
        }}
        onAddNext={(id) => {
          calls.addNext(id);
          added += 1;
          const made = `new${added}`;
          setFlow((f) => {
            const from = f.nodes.find((n) => n.id === id)!;
            return {
              ...f,
              nodes: [...f.nodes, blankNode(made, 'action', from.x + 200, from.y)],
              connectors: [...f.connectors, link(id, made)],
            };
          });
          setSelection(new Set([made]));
        }}
        onRemove={(id) => {
          calls.remove(id);
          setFlow((f) => ({
            ...f,
            nodes: f.nodes.filter((n) => n.id !== id),
            connectors: f.connectors.filter((c) => c.id !== id && c.from !== id && c.to !== id),
          }));
          setSelection(new Set());
        }}
      />
    );
  }
  // Strict mode renders twice: the state the list adjusts while rendering must hold.
  render(
    strict ? (
      <StrictMode>
        <Harness />
      </StrictMode>
    ) : (
      <Harness />
    ),
  );
  return { calls, words, state };
}

const rows = () => screen.getAllByRole('treeitem');
const names = () => rows().map((row) => row.getAttribute('aria-label'));
const row = (name: string) => screen.getByRole('treeitem', { name });
const focused = () => document.activeElement?.getAttribute('aria-label');
const key = (key: string) => fireEvent.keyDown(document.activeElement!, { key });

describe('FlowOutline', () => {
  it('reads the flow in reading order: kinds, labels, branches, jumps and what is not connected', () => {
    setup();
    expect(screen.getByRole('tree', { name: 'Flow in reading order' })).toBeTruthy();
    expect(names()).toEqual([
      'Start: Begin',
      'Decision: Paid?',
      'Yes → Screen: Untitled',
      'End: Done',
      'No → Screen: Retry',
      'Again → goes to Decision: Paid?',
      'Note: Remember, Not connected',
    ]);
    expect(rows().map((item) => item.getAttribute('aria-level'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '3',
      '4',
      '1',
    ]);
    expect(row('No → Screen: Retry').getAttribute('aria-posinset')).toBe('2');
    expect(row('No → Screen: Retry').getAttribute('aria-setsize')).toBe('2');
    // One tab stop: the first row while nothing is selected.
    expect(rows().filter((item) => item.tabIndex === 0)).toEqual([rows()[0]]);
  });

  it('moves the focus and the selection with the arrows, Home and End', () => {
    const { calls } = setup();
    rows()[0]!.focus();
    key('ArrowDown');
    expect(focused()).toBe('Decision: Paid?');
    expect(calls.select).toHaveBeenLastCalledWith('paid');
    expect(row('Decision: Paid?').tabIndex).toBe(0);
    expect(row('Start: Begin').tabIndex).toBe(-1);
    expect(row('Decision: Paid?').getAttribute('aria-selected')).toBe('true');
    key('End');
    expect(focused()).toBe('Note: Remember, Not connected');
    key('ArrowUp');
    expect(focused()).toBe('Again → goes to Decision: Paid?');
    key('ArrowLeft');
    expect(focused()).toBe('No → Screen: Retry');
    key('ArrowLeft');
    expect(focused()).toBe('Decision: Paid?');
    key('ArrowRight');
    expect(focused()).toBe('Yes → Screen: Untitled');
    key('Home');
    expect(focused()).toBe('Start: Begin');
    expect(calls.select).toHaveBeenLastCalledWith('start');
  });

  it('renames with F2: Enter keeps the label, Escape takes it back, leaving keeps it', () => {
    const { calls } = setup();
    row('Decision: Paid?').focus();
    key('F2');
    const field = screen.getByRole('textbox', { name: 'Label of Decision: Paid?' });
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('maxLength')).toBe('100');
    fireEvent.change(field, { target: { value: 'Payment accepted?' } });
    // The field's keys are its own: Delete edits the text, not the flow.
    fireEvent.keyDown(field, { key: 'Delete' });
    expect(calls.remove).not.toHaveBeenCalled();
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(calls.rename).toHaveBeenCalledWith('paid', 'Payment accepted?');
    expect(calls.addNext).not.toHaveBeenCalled();
    expect(focused()).toBe('Decision: Payment accepted?');

    key('F2');
    const again = screen.getByRole('textbox');
    fireEvent.change(again, { target: { value: 'Nope' } });
    fireEvent.keyDown(again, { key: 'Escape' });
    expect(calls.rename).toHaveBeenCalledTimes(1);
    expect(focused()).toBe('Decision: Payment accepted?');

    fireEvent.doubleClick(row('Start: Begin'));
    const third = screen.getByRole('textbox', { name: 'Label of Start: Begin' });
    fireEvent.change(third, { target: { value: 'Open the app' } });
    fireEvent.blur(third);
    expect(calls.rename).toHaveBeenLastCalledWith('start', 'Open the app');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it("gives a note's label its own length, and leaves an unchanged label alone", () => {
    const { calls } = setup();
    row('Note: Remember, Not connected').focus();
    key('F2');
    const field = screen.getByRole('textbox', { name: 'Label of Note: Remember' });
    expect(field.getAttribute('maxLength')).toBe('300');
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(calls.rename).not.toHaveBeenCalled();
  });

  it('adds the next node with Enter and names it in place', () => {
    const { calls } = setup();
    row('End: Done').focus();
    key('Enter');
    expect(calls.addNext).toHaveBeenCalledWith('end');
    const field = screen.getByRole('textbox', { name: 'Label of Action: Untitled' });
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: 'Receipt' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(calls.rename).toHaveBeenCalledWith('new1', 'Receipt');
    expect(focused()).toBe('Action: Receipt');
    expect(row('Action: Receipt').getAttribute('aria-level')).toBe('5');
  });

  it('removes with Delete, and keeps the focus on the row above', () => {
    const { calls } = setup();
    row('End: Done').focus();
    key('Delete');
    expect(calls.remove).toHaveBeenCalledWith('end');
    expect(names()).not.toContain('End: Done');
    expect(focused()).toBe('Yes → Screen: Untitled');
    expect(calls.select).toHaveBeenLastCalledWith('thanks');
  });

  it('selects the node a jump goes to, and removes the jump itself with Delete', () => {
    const { calls } = setup();
    fireEvent.click(row('Again → goes to Decision: Paid?'));
    expect(calls.select).toHaveBeenLastCalledWith('paid');
    // The jump row keeps the focus: the selection shows the node, the list stays in place.
    expect(row('Again → goes to Decision: Paid?').tabIndex).toBe(0);
    row('Again → goes to Decision: Paid?').focus();
    key('Enter');
    expect(calls.addNext).not.toHaveBeenCalled();
    expect(focused()).toBe('Decision: Paid?');
    row('No → Screen: Retry').focus();
    key('ArrowDown');
    key('Delete');
    expect(calls.remove).toHaveBeenCalledWith('retry>paid');
    expect(names()).not.toContain('Again → goes to Decision: Paid?');
    expect(names()).toContain('Decision: Paid?');
  });

  it("follows the diagram's selection without taking the focus", () => {
    const { state } = setup();
    act(() => state.setSelection(new Set(['retry'])));
    expect(row('No → Screen: Retry').tabIndex).toBe(0);
    expect(row('Start: Begin').tabIndex).toBe(-1);
    expect(document.activeElement).toBe(document.body);
    // A selected connector brings the row it leads to.
    act(() => state.setSelection(new Set(['thanks>end'])));
    expect(row('End: Done').tabIndex).toBe(0);
  });

  it('renders the one row an edit changed, with 500 nodes', () => {
    const flow = benchFlow(500);
    // Counted renders: strict mode's second ones would count too.
    const { words, calls } = setup(flow, { strict: false });
    // Plain DOM queries: the role queries take seconds over a thousand rows in jsdom.
    const all = () => [...document.querySelectorAll<HTMLElement>('[role="treeitem"]')];
    expect(
      all().filter(
        (item) => item.dataset.rowKey && !item.getAttribute('aria-label')?.includes('goes to'),
      ),
    ).toHaveLength(500);
    const kind = words.kind as ReturnType<typeof vi.fn>;
    fireEvent.click(all()[0]!);
    all()[0]!.focus();
    key('F2');
    const field = screen.getByRole('textbox');
    fireEvent.change(field, { target: { value: 'Renamed' } });
    kind.mockClear();
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(calls.rename).toHaveBeenCalledTimes(1);
    // A row names its node's kind (twice: in its name and its badge; a jump once): the
    // renamed row and the jumps to its node render again, no other row does.
    const jumps = all().filter((item) =>
      item.getAttribute('aria-label')?.includes('goes to Start: Renamed'),
    );
    expect(kind.mock.calls.length).toBe(2 + jumps.length);
    kind.mockClear();
    key('ArrowDown');
    expect(kind.mock.calls.length).toBeLessThanOrEqual(4);
  });
});
