import {
  type CSSProperties,
  type KeyboardEvent,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { JOURNEY_LIMITS } from 'shared-contracts/editors/journey-map/content';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  EyeIcon,
  IconButton,
  PlusIcon,
  TrashIcon,
  VisuallyHidden,
} from 'shared-ui';
import { journeyText } from '../i18n';
import type { CurveBox } from '../model/emotion-curve';
import { clampPosition, moveFocus, type Position } from '../model/grid-navigation';
import {
  addStage,
  canAddStage,
  canRemoveStage,
  type Journey,
  moveStage,
  removeStage,
  setCellText,
  setLaneHidden,
  setStageName,
  visibleLanes,
} from '../model/journey';
import type { Update } from './JourneyBody';
import { type GridActions, LaneRow, positionKey } from './LaneRow';
import { useLaneName, useStageName } from './shown-names';

/** A stage's column and the lanes' header column, CSS px: the curve's points sit mid-column. */
const STAGE_WIDTH = 200;
const LANE_HEADER_WIDTH = 176;
const CURVE_HEIGHT = 128;
const CURVE_BOX: CurveBox = { columnWidth: STAGE_WIDTH, height: CURVE_HEIGHT };

interface JourneyGridProps {
  journey: Journey;
  update: Update;
  /** The project of a stored map (pain points link to their empathy maps), null for a guest. */
  projectSK: string | null;
  /**
   * The project's empathy maps as this page last loaded them (undefined before that): a
   * pain point whose map has been deleted says so instead of linking to nothing.
   */
  empathyMaps: ReadonlySet<string> | undefined;
}

interface Editing {
  at: Position;
  /** The character that started the edit over the cell's text (typing on a cell). */
  typed?: string;
}

/** Keys that type a character (not a shortcut), which start an edit over the cell's text. */
const typesOver = (event: KeyboardEvent) =>
  event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;

/**
 * The map: stages as columns, the shown lanes as rows, the emotion lane's curve above its
 * labels. The cells are a data grid moved through with the keyboard as the competitor
 * table is (model/grid-navigation.ts); a click, Enter, F2 or typing edits a cell.
 */
export function JourneyGrid({ journey, update, projectSK, empathyMaps }: JourneyGridProps) {
  const t = journeyText.useT();
  const hintId = useId();
  const lanes = visibleLanes(journey);
  const hiddenLanes = journey.lanes.filter((lane) => lane.hidden);
  const { stages } = journey;
  const size = { rows: lanes.length, cols: stages.length };
  const [activeState, setActive] = useState<Position>({ row: 0, col: 0 });
  const active = clampPosition(activeState, size);
  const [editing, setEditingState] = useState<Editing | null>(null);
  const editingRef = useRef<Editing | null>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  /** After the next render: focus the active cell (keyboard moves, ends of edits). */
  const focusWanted = useRef(false);

  useLayoutEffect(() => {
    if (!focusWanted.current || editingRef.current) return;
    focusWanted.current = false;
    tableRef.current?.querySelector<HTMLElement>(`[data-pos="${positionKey(active)}"]`)?.focus();
  });

  const focusAt = (at: Position) => {
    focusWanted.current = true;
    setActive(at);
  };

  // Read by the stable actions below, which must see the latest render.
  const latest = useRef({ lanes, update });
  latest.current = { lanes, update };
  // One object for the grid's lifetime, so the rows stay memoised (LaneRow).
  const actions = useMemo<GridActions>(() => {
    const setEditing = (next: Editing | null) => {
      editingRef.current = next;
      setEditingState(next);
    };
    return {
      setActive: (at) =>
        setActive((current) => (positionKey(current) === positionKey(at) ? current : at)),
      startEdit: (at, typed) => {
        if (editingRef.current && positionKey(editingRef.current.at) === positionKey(at)) return;
        setActive(at);
        setEditing(typed === undefined ? { at } : { at, typed });
      },
      commitEdit: (text, end) => {
        const current = editingRef.current;
        if (!current) return;
        setEditing(null);
        const lane = latest.current.lanes[current.at.row];
        if (lane) latest.current.update((j) => setCellText(j, lane.id, current.at.col, text));
        // Enter keeps the keyboard in the grid; a click elsewhere has already moved focus.
        if (end === 'key') focusWanted.current = true;
      },
      cancelEdit: () => {
        setEditing(null);
        focusWanted.current = true;
      },
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    // Only keys pressed on a cell itself: editors, selects, links and buttons handle theirs.
    const target = event.target as HTMLElement;
    if (!target.dataset.pos || editingRef.current) return;
    const [row = 0, col = 0] = target.dataset.pos.split(':').map(Number);
    const next = moveFocus({ row, col }, event.key, event.ctrlKey || event.metaKey, size);
    if (next) {
      event.preventDefault();
      focusAt(next);
    } else if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      actions.startEdit({ row, col });
    } else if (typesOver(event)) {
      // As in a spreadsheet, typing on a cell starts over with what is typed (Escape
      // gives the old text back).
      event.preventDefault();
      actions.startEdit({ row, col }, event.key);
    }
  };

  const stageName = useStageName(stages);
  const laneName = useLaneName();

  const tableWidth = LANE_HEADER_WIDTH + stages.length * STAGE_WIDTH;
  const style = { '--jm-table-width': `${tableWidth}px` } as CSSProperties;

  return (
    <div className="jm-grid-frame">
      <VisuallyHidden id={hintId}>{t('cell.editHint')}</VisuallyHidden>
      <table
        ref={tableRef}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG data grid is a table with role grid; its cells are operable (keys handled below)
        role="grid"
        className="jm-grid"
        aria-label={t('cell.gridLabel', { name: journey.name })}
        aria-describedby={hintId}
        style={style}
        onKeyDown={onKeyDown}
      >
        <colgroup>
          <col style={{ width: LANE_HEADER_WIDTH }} />
          {stages.map((stage) => (
            <col key={stage.id} style={{ width: STAGE_WIDTH }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className="jm-corner">
              {t('stages')}
            </th>
            {stages.map((stage, index) => {
              const name = stageName(index);
              return (
                <th key={stage.id} scope="col" className="jm-stage">
                  <input
                    className="jm-stage__name"
                    aria-label={t('stage.name', { number: index + 1 })}
                    value={stage.name}
                    placeholder={t('stage.untitled', { number: index + 1 })}
                    maxLength={JOURNEY_LIMITS.stageNameMaxLength}
                    onChange={(event) =>
                      update((j) => setStageName(j, stage.id, event.target.value))
                    }
                  />
                  <span className="jm-stage__controls ui-editor-control">
                    <IconButton
                      size="sm"
                      label={t('stage.moveLeft', { name })}
                      disabled={index === 0}
                      onClick={() => update((j) => moveStage(j, stage.id, index - 1))}
                    >
                      <ChevronLeftIcon size={14} />
                    </IconButton>
                    <IconButton
                      size="sm"
                      label={t('stage.moveRight', { name })}
                      disabled={index === stages.length - 1}
                      onClick={() => update((j) => moveStage(j, stage.id, index + 1))}
                    >
                      <ChevronRightIcon size={14} />
                    </IconButton>
                    <IconButton
                      size="sm"
                      label={t('stage.addAfter', { name })}
                      disabled={!canAddStage(journey)}
                      onClick={() => update((j) => addStage(j, index + 1))}
                    >
                      <PlusIcon size={14} />
                    </IconButton>
                    <IconButton
                      size="sm"
                      label={t('stage.remove', { name })}
                      disabled={!canRemoveStage(journey)}
                      onClick={() => update((j) => removeStage(j, stage.id))}
                    >
                      <TrashIcon size={14} />
                    </IconButton>
                  </span>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {lanes.map((lane, row) => (
            <LaneRow
              key={lane.id}
              lane={lane}
              row={row}
              index={journey.lanes.indexOf(lane)}
              laneCount={journey.lanes.length}
              stages={stages}
              showToBe={journey.showToBe}
              activeCol={active.row === row ? active.col : -1}
              editingCol={editing?.at.row === row ? editing.at.col : -1}
              typed={editing?.at.row === row ? editing.typed : undefined}
              projectSK={projectSK}
              empathyMaps={empathyMaps}
              curveBox={CURVE_BOX}
              update={update}
              actions={actions}
            />
          ))}
        </tbody>
      </table>
      {hiddenLanes.length > 0 && (
        <p className="jm-hidden-lanes ui-editor-control">
          <span>{t('lane.hidden')}</span>
          {hiddenLanes.map((lane) => (
            <button
              key={lane.id}
              type="button"
              className="jm-hidden-lanes__lane"
              onClick={() => update((j) => setLaneHidden(j, lane.id, false))}
            >
              <EyeIcon size={14} aria-hidden="true" /> {t('lane.show', { name: laneName(lane) })}
            </button>
          ))}
        </p>
      )}
    </div>
  );
}
