import { VisuallyHidden } from 'shared-ui';
import { analysisText } from '../i18n';
import type { Column } from '../model/analysis';
import type { ColumnType } from '../model/cell-values';
import { criterionCol } from '../model/grid-navigation';
import { CellEditor } from './CellEditor';
import { ColumnMenu } from './ColumnMenu';
import { type GridActions, positionKey } from './grid-actions';
import { ResizeHandle } from './ResizeHandle';

/** Width handling for one resizable column (the name column and every criterion). */
export interface ColumnSizing {
  widthOf(columnId: string): number;
  min: number;
  resize(columnId: string, width: number, done: boolean): void;
  reset(columnId: string): void;
}

export interface HeaderRowProps {
  columns: readonly Column[];
  /** The active grid column when the active cell is in the header, else -1. */
  activeCol: number;
  /** The criterion column being renamed (grid column), else -1. */
  renamingCol: number;
  /** Rename Column chosen from the menu selects the whole name. */
  renameSelectsAll: boolean;
  actions: GridActions;
  sizing: ColumnSizing;
  nameColumnId: string;
  onRetype(columnId: string, type: ColumnType): void;
  onDeleteColumn(columnId: string): void;
}

/**
 * The header row: 'No.', 'Competitor', one header per criterion (its name opens the
 * column menu; its right edge resizes it) and the remove column. When a criterion's
 * header is the active cell, its resize handle is the grid's second tab stop, so the
 * keyboard reaches it with Tab (the arrows are the grid's).
 */
export function HeaderRow({
  columns,
  activeCol,
  renamingCol,
  renameSelectsAll,
  actions,
  sizing,
  nameColumnId,
  onRetype,
  onDeleteColumn,
}: HeaderRowProps) {
  const t = analysisText.useT();
  const focusable = (col: number) => ({
    'data-pos': positionKey(0, col),
    tabIndex: activeCol === col ? 0 : -1,
    onFocus: () => actions.focusCell(0, col),
  });
  const handle = (columnId: string, name: string, col: number) => (
    <ResizeHandle
      columnName={name}
      width={sizing.widthOf(columnId)}
      min={sizing.min}
      tabIndex={activeCol === col ? 0 : -1}
      onResize={(width, done) => sizing.resize(columnId, width, done)}
      onReset={() => sizing.reset(columnId)}
    />
  );

  return (
    <tr>
      <th scope="col" className="ca-number" {...focusable(0)}>
        {t('positionHeader')}
      </th>
      {/* Named explicitly: otherwise the resize handle's label joins the header's name. */}
      <th
        scope="col"
        className="ca-name ca-header"
        aria-label={t('competitorHeader')}
        {...focusable(1)}
      >
        {t('competitorHeader')}
        {handle(nameColumnId, t('competitorHeader'), 1)}
      </th>
      {columns.map((column, i) => {
        const col = criterionCol(i);
        return (
          <th
            key={column.id}
            scope="col"
            className="ca-header"
            aria-label={column.name || t('emptyForScreenReaders')}
          >
            {renamingCol === col ? (
              <CellEditor
                initial={column.name}
                label={t('columnNameLabel')}
                selectAll={renameSelectsAll}
                overlay={false}
                onCommit={actions.commitEdit}
                onCancel={actions.cancelEdit}
              />
            ) : (
              <ColumnMenu
                column={column}
                position={positionKey(0, col)}
                tabIndex={activeCol === col ? 0 : -1}
                onFocus={() => actions.focusCell(0, col)}
                onRename={() => actions.startEdit(0, col, { selectAll: true })}
                onRetype={(type) => onRetype(column.id, type)}
                onDelete={() => onDeleteColumn(column.id)}
              />
            )}
            {handle(column.id, column.name, col)}
          </th>
        );
      })}
      <th scope="col" className="ca-remove ui-editor-control" {...focusable(columns.length + 2)}>
        <VisuallyHidden>{t('removeHeader')}</VisuallyHidden>
      </th>
    </tr>
  );
}
