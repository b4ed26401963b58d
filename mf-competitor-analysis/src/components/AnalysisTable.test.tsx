import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useRef, useState } from 'react';
import { MAX_COMPETITORS, MAX_CRITERIA } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { type Analysis, addColumn, addRow } from '../model/analysis';
import { picture, table } from '../model/test-tables';
import { AnalysisTable } from './AnalysisTable';

const apps = () =>
  table(
    [
      ['Price', 'string'],
      ['Free trial', 'boolean'],
    ],
    [
      ['Alpha', '€5', true],
      ['Beta', '', false],
      ['Gamma', 'free', false],
    ],
    'Apps',
  );

/** The table as the editor holds it: the state lives here, changes come back through `update`. */
function setup(initial: Analysis = apps(), itemKey: string | null = null) {
  const state = { current: initial };
  function Harness() {
    const [analysis, setAnalysis] = useState(initial);
    state.current = analysis;
    const sheetRef = useRef<HTMLDivElement>(null);
    const update = useCallback(
      (change: (a: Analysis) => Analysis) => setAnalysis((current) => change(current)),
      [],
    );
    return (
      <AnalysisTable analysis={analysis} update={update} sheetRef={sheetRef} itemKey={itemKey} />
    );
  }
  const user = userEvent.setup();
  render(<Harness />);
  return { user, state, grid: screen.getByRole('grid') };
}

// jsdom's role engine calls a <td> 'cell' even inside role="grid"; browsers (and
// Playwright) call it 'gridcell'.
const cell = (name: string | RegExp) => screen.getByRole('cell', { name });

describe('the table', () => {
  it('shows row numbers, names, one column per criterion and "-" for empty text', () => {
    const { grid } = setup();
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(0, 2)).toEqual(['No.', 'Competitor']);
    expect(within(grid).getByRole('button', { name: 'Price' })).toBeTruthy();
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Alpha', 'Beta', 'Gamma']);
    const beta = within(grid).getAllByRole('row')[2]!;
    expect(within(beta).getAllByRole('cell')[1]!.textContent).toBe('-empty');
    expect(within(beta).getByRole('switch', { name: 'Free trial for Beta' })).toHaveProperty(
      'ariaChecked',
      'false',
    );
  });

  it("says 'No data.' without competitors, and that criteria need one to be saved", () => {
    setup(table([['Price', 'string']], []));
    expect(screen.getByText('No data.')).toBeTruthy();
    expect(screen.getByText(/Criteria are saved with competitors/)).toBeTruthy();
  });

  it('edits a cell inline: Enter commits, Escape cancels, a click elsewhere commits', async () => {
    const { user, state } = setup();
    await user.click(cell('€5'));
    const field = screen.getByRole('textbox', { name: 'Price for Alpha' });
    await user.clear(field);
    await user.type(field, 'from €4{Enter}');
    expect(picture(state.current)[1]).toEqual(['Alpha', 'from €4', true]);
    expect(document.activeElement).toBe(cell('from €4'));

    await user.keyboard('{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Price for Alpha' }), ' extra{Escape}');
    expect(picture(state.current)[1]).toEqual(['Alpha', 'from €4', true]);
    expect(document.activeElement).toBe(cell('from €4'));

    await user.click(screen.getByRole('rowheader', { name: 'Beta' }));
    await user.type(screen.getByRole('textbox', { name: 'Name of competitor 2' }), ' Plus');
    await user.click(cell('free'));
    expect(picture(state.current)[2]![0]).toBe('Beta Plus');
  });

  it('is usable from the keyboard alone: arrows move, Enter or F2 edits, Space toggles', async () => {
    const { user, state } = setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('rowheader', { name: 'Alpha' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(cell('€5'));
    await user.keyboard('{ArrowRight}');
    const alphaTrial = screen.getByRole('switch', { name: 'Free trial for Alpha' });
    expect(document.activeElement).toBe(alphaTrial);
    await user.keyboard(' ');
    expect(picture(state.current)[1]![2]).toBe(false);
    await user.keyboard('{ArrowDown}{ArrowLeft}{F2}');
    await user.keyboard('€9{Enter}');
    expect(picture(state.current)[2]).toEqual(['Beta', '€9', false]);
    await user.keyboard('{Home}');
    expect(document.activeElement?.textContent).toBe('2');
    await user.keyboard('{Control>}{End}{/Control}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Gamma' }));
    // Tab leaves the grid: the only other stops are after it.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add criterion' }));
  });

  it('starts over with a character typed on a cell, as a spreadsheet does', async () => {
    const { user, state } = setup();
    await user.tab();
    await user.keyboard('{ArrowRight}Z');
    const field = screen.getByRole('textbox', { name: 'Price for Alpha' });
    expect(field).toHaveProperty('value', 'Z');
    await user.keyboard('{Escape}');
    expect(picture(state.current)[1]![1]).toBe('€5');
    await user.keyboard('9{Enter}');
    expect(picture(state.current)[1]![1]).toBe('9');
    // Row numbers take digits only: a letter does nothing there.
    await user.keyboard('{Home}x');
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.keyboard('3{Enter}');
    expect(state.current.rows.map((r) => r.name)).toEqual(['Beta', 'Gamma', 'Alpha']);
  });

  it('moves a row to the number typed in its row-number cell', async () => {
    const { user, state } = setup();
    const third = within(screen.getAllByRole('row')[3]!).getAllByRole('cell')[0]!;
    expect(third.title).toMatch(/move this competitor/);
    await user.click(third);
    const position = screen.getByRole('textbox', { name: 'Position of Gamma' });
    await user.clear(position);
    await user.type(position, '1{Enter}');
    expect(state.current.rows.map((r) => r.name)).toEqual(['Gamma', 'Alpha', 'Beta']);
    expect(document.activeElement?.textContent).toBe('1');
  });

  it('removes a row at once when it is empty, after asking when it holds something', async () => {
    const { user, state } = setup();
    await user.click(screen.getByRole('button', { name: 'Remove Beta' }));
    expect(state.current.rows.map((r) => r.name)).toEqual(['Alpha', 'Gamma']);
    await user.click(screen.getByRole('button', { name: 'Remove Alpha' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Alpha?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(state.current.rows).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove Alpha' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(state.current.rows.map((r) => r.name)).toEqual(['Gamma']);
  });

  it("adds 'Criteria N' and 'Competitor N'", async () => {
    const { user, state } = setup();
    await user.click(screen.getByRole('button', { name: 'Add criterion' }));
    await user.click(screen.getByRole('button', { name: 'Add competitor' }));
    expect(picture(state.current)[0]!.at(-1)).toBe('Criteria 3:string');
    expect(picture(state.current).at(-1)).toEqual(['Competitor 4', '', false, '']);
  });

  it('disables both + at 30, saying why', async () => {
    let full = table([], []);
    for (let i = 0; i < MAX_CRITERIA; i++) full = addColumn(full);
    for (let i = 0; i < MAX_COMPETITORS; i++) full = addRow(full);
    const { user, state } = setup(full);
    const addCriterion = screen.getByRole('button', { name: 'Add criterion' });
    const addCompetitor = screen.getByRole('button', { name: /Add competitor/ });
    expect(addCriterion.getAttribute('aria-disabled')).toBe('true');
    expect(addCriterion.title).toBe('Maximum 30 criteria allowed');
    expect(addCompetitor.getAttribute('aria-disabled')).toBe('true');
    expect(addCompetitor.title).toBe('Maximum 30 competitors allowed');
    // Beside each '+' in words, as its description.
    expect(screen.getByText('Maximum 30 criteria allowed').id).toBe(
      addCriterion.getAttribute('aria-describedby'),
    );
    expect(screen.getByText('Maximum 30 competitors allowed').id).toBe(
      addCompetitor.getAttribute('aria-describedby'),
    );
    await user.click(addCriterion);
    await user.click(addCompetitor);
    expect(state.current).toBe(full);
  });
});

describe('the column menu', () => {
  it('renames a column from its menu, the whole name selected', async () => {
    const { user, state } = setup();
    await user.click(screen.getByRole('button', { name: 'Price' }));
    await user.click(screen.getByRole('menuitem', { name: 'Rename Column' }));
    const field = screen.getByRole('textbox', { name: 'Column name' });
    await user.keyboard('Monthly price{Enter}');
    expect(field.isConnected).toBe(false);
    expect(state.current.columns[0]!.name).toBe('Monthly price');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Monthly price' }));
  });

  it('changes the type in a second step, from the keyboard', async () => {
    const { user, state } = setup();
    screen.getByRole('button', { name: 'Free trial' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'Change Column Type',
      'Rename Column',
      'Delete Column',
    ]);
    expect(document.activeElement?.textContent).toBe('Change Column Type');
    await user.keyboard('{Enter}');
    const current = screen.getByRole('menuitemradio', { name: 'Yes or No' });
    expect(current.getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(current);
    // Escape goes back one step, then closes.
    await user.keyboard('{Escape}');
    expect(document.activeElement?.textContent).toBe('Change Column Type');
    await user.keyboard('{Enter}{ArrowDown}{Enter}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(picture(state.current).map((row) => row.at(-1))).toEqual([
      'Free trial:string',
      'Yes',
      'No',
      'No',
    ]);
  });

  it('asks before text is lost to a Yes or No column', async () => {
    const { user, state } = setup();
    await user.click(screen.getByRole('button', { name: 'Price' }));
    await user.click(screen.getByRole('menuitem', { name: 'Change Column Type' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Yes or No' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Change Price to Yes or No?' });
    await user.click(within(dialog).getByRole('button', { name: 'Change type' }));
    expect(state.current.columns[0]!.type).toBe('boolean');
    expect(
      picture(state.current)
        .slice(1)
        .map((row) => row[1]),
    ).toEqual([false, false, false]);
  });

  it('deletes a column, asking first when it holds something', async () => {
    const empty = table(
      [
        ['Unused', 'string'],
        ['Price', 'string'],
      ],
      [['Alpha', '', '€5']],
    );
    const { user, state } = setup(empty);
    await user.click(screen.getByRole('button', { name: 'Unused' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete Column' }));
    expect(state.current.columns.map((c) => c.name)).toEqual(['Price']);
    await user.click(screen.getByRole('button', { name: 'Price' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete Column' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete the column Price?' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    expect(state.current.columns).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});

describe('column widths', () => {
  it('resize from the keyboard, within the minimum, and are remembered per analysis', async () => {
    const { user } = setup(apps(), 'COMPAN#1');
    screen.getByRole('button', { name: 'Price' }).focus();
    await user.tab();
    const handle = screen.getByRole('separator', { name: 'Resize column Price' });
    expect(document.activeElement).toBe(handle);
    expect(handle.getAttribute('aria-valuenow')).toBe('200');
    await user.keyboard('{ArrowRight}{Shift>}{ArrowRight}{/Shift}');
    expect(handle.getAttribute('aria-valuenow')).toBe('260');
    await user.keyboard('{Home}');
    expect(handle.getAttribute('aria-valuenow')).toBe('150');
    await user.keyboard('{ArrowLeft}');
    expect(handle.getAttribute('aria-valuenow')).toBe('150');
    await user.keyboard('{ArrowRight}');
    const stored = JSON.parse(localStorage.getItem('competitorAnalysisColumnWidths')!);
    expect(Object.values(stored['COMPAN#1'].widths)).toContain(160);
  });
});
