import { memo, type ReactNode } from 'react';
import { CloseIcon, IconButton } from 'shared-ui';
import { analysisText } from '../i18n';
import { type Column, cellValue, type Row } from '../model/analysis';
import { criterionCol, gridRow } from '../model/grid-navigation';
import { CellEditor } from './CellEditor';
import { TextOrDash } from './EmptyText';
import { type GridActions, positionKey } from './grid-actions';

export interface AnalysisRowProps {
  row: Row;
  /** 0-based place in the table; shown as index + 1. */
  index: number;
  columns: readonly Column[];
  /** The grid column of the active cell when it is in this row, else -1. */
  activeCol: number;
  /** The grid column being edited in this row, else -1. */
  editingCol: number;
  /** A character typed on the edited cell: the editor starts from it instead of the text. */
  typed?: string;
  actions: GridActions;
}

/**
 * One competitor: its row number, name, a cell per criterion and the remove-row cross
 * (spec §2). Memoised: a change elsewhere, a keystroke in another cell or moving the
 * active cell in another row does not re-render it.
 */
export const AnalysisRow = memo(function AnalysisRow({
  row,
  index,
  columns,
  activeCol,
  editingCol,
  typed,
  actions,
}: AnalysisRowProps) {
  const t = analysisText.useT();
  const r = gridRow(index);
  const position = index + 1;
  // An empty name is read as the '-' the table shows.
  const competitor = row.name || t('empty');
  const cellLabel = (column: Column) =>
    t('cellLabel', { column: column.name || t('empty'), competitor });
  const focusable = (col: number) => ({
    'data-pos': positionKey(r, col),
    tabIndex: activeCol === col ? 0 : -1,
    onFocus: () => actions.focusCell(r, col),
  });
  const editable = (col: number) => ({
    ...focusable(col),
    onClick: () => actions.startEdit(r, col),
  });
  /**
   * The editor covers its cell while the cell keeps showing (hidden) what it held, so
   * the cell, and the 30 x 30 table around it, keep their size while a key is typed:
   * only the editor is laid out again per keystroke, not the table.
   */
  const editor = (shown: ReactNode, initial: string, label: string, numeric = false) => (
    <>
      <span className="ca-edited-text" aria-hidden="true">
        {shown}
      </span>
      <CellEditor
        initial={typed ?? initial}
        label={label}
        numeric={numeric}
        title={numeric ? t('positionHint') : undefined}
        onCommit={actions.commitEdit}
        onCancel={actions.cancelEdit}
      />
    </>
  );
  const editingClass = (col: number) => (editingCol === col ? ' ca-editing' : '');

  return (
    <tr>
      <td className={`ca-number${editingClass(0)}`} title={t('positionHint')} {...editable(0)}>
        {editingCol === 0
          ? editor(position, String(position), t('positionLabel', { competitor }), true)
          : position}
      </td>
      <th scope="row" className={`ca-name${editingClass(1)}`} {...editable(1)}>
        {editingCol === 1 ? (
          editor(<TextOrDash text={row.name} />, row.name, t('competitorNameLabel', { position }))
        ) : (
          <TextOrDash text={row.name} />
        )}
      </th>
      {columns.map((column, i) => {
        const col = criterionCol(i);
        const value = cellValue(row, column);
        if (typeof value === 'boolean') {
          return (
            <td key={column.id} className="ca-cell ca-cell--boolean">
              <button
                type="button"
                role="switch"
                aria-checked={value}
                aria-label={cellLabel(column)}
                className="ca-switch"
                {...focusable(col)}
                onClick={() => actions.toggle(row.id, column.id)}
              >
                <span className="ca-switch__mark" aria-hidden="true" />
                {value ? t('yes') : t('no')}
              </button>
            </td>
          );
        }
        return (
          <td key={column.id} className={`ca-cell${editingClass(col)}`} {...editable(col)}>
            {editingCol === col ? (
              editor(<TextOrDash text={value} />, value, cellLabel(column))
            ) : (
              <TextOrDash text={value} />
            )}
          </td>
        );
      })}
      <td className="ca-remove ui-editor-control">
        <IconButton
          label={
            row.name
              ? t('removeRow', { competitor: row.name })
              : t('removeRowUnnamed', { position })
          }
          size="sm"
          {...focusable(criterionCol(columns.length))}
          onClick={() => actions.removeRow(row.id)}
        >
          <CloseIcon />
        </IconButton>
      </td>
    </tr>
  );
});
