import { editorPath } from 'editor-kit/routes';
import {
  type CSSProperties,
  type KeyboardEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { empathyMapEditor } from 'shared-contracts/editors/empathy-map/description';
import {
  JOURNEY_CHANNELS,
  JOURNEY_LIMITS,
  type JourneyChannel,
} from 'shared-contracts/editors/journey-map/schema';
import {
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  EyeIcon,
  EyeOffIcon,
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
  type JourneyLane,
  moveLane,
  moveStage,
  removeLane,
  removeStage,
  renameLane,
  setCellText,
  setChannel,
  setLaneHidden,
  setStageName,
  visibleLanes,
} from '../model/journey';
import { CellEditor, type EditEnd } from './CellEditor';
import { EmotionCurve } from './EmotionCurve';
import type { Update } from './JourneyBody';

/** A stage's column and the lanes' header column, CSS px: the curve's points sit mid-column. */
export const STAGE_WIDTH = 200;
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

const positionKey = ({ row, col }: Position) => `${row}:${col}`;

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
  const setEditing = (next: Editing | null) => {
    editingRef.current = next;
    setEditingState(next);
  };
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
  const startEdit = (at: Position, typed?: string) => {
    if (editingRef.current && positionKey(editingRef.current.at) === positionKey(at)) return;
    setActive(at);
    setEditing(typed === undefined ? { at } : { at, typed });
  };
  const commitEdit = (text: string, end: EditEnd) => {
    const current = editingRef.current;
    if (!current) return;
    setEditing(null);
    const lane = lanes[current.at.row];
    if (lane) update((j) => setCellText(j, lane.id, current.at.col, text));
    // Enter keeps the keyboard in the grid; a click elsewhere has already moved focus.
    if (end === 'key') focusWanted.current = true;
  };
  const cancelEdit = () => {
    setEditing(null);
    focusWanted.current = true;
  };

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
      startEdit({ row, col });
    } else if (typesOver(event)) {
      // As in a spreadsheet, typing on a cell starts over with what is typed (Escape
      // gives the old text back).
      event.preventDefault();
      startEdit({ row, col }, event.key);
    }
  };

  const stageName = (index: number) =>
    stages[index]?.name || t('stage.untitled', { number: index + 1 });
  const laneName = (lane: JourneyLane) =>
    lane.kind === 'custom' ? lane.name || t('lane.untitled') : t(`lanes.${lane.kind}`);
  const laneIndex = (lane: JourneyLane) => journey.lanes.indexOf(lane);

  const tableWidth = LANE_HEADER_WIDTH + stages.length * STAGE_WIDTH;
  const style = { '--jm-table-width': `${tableWidth}px` } as CSSProperties;

  const laneHeader = (lane: JourneyLane, rowSpan = 1) => {
    const name = laneName(lane);
    const index = laneIndex(lane);
    return (
      <th scope="row" rowSpan={rowSpan} className={`jm-lane jm-lane--${lane.kind}`}>
        {lane.kind === 'custom' ? (
          <input
            className="jm-lane__name-field"
            aria-label={t('lane.rename')}
            value={lane.name}
            placeholder={t('lane.untitled')}
            maxLength={JOURNEY_LIMITS.laneNameMaxLength}
            onChange={(event) => update((j) => renameLane(j, lane.id, event.target.value))}
          />
        ) : (
          <span className="jm-lane__name">{name}</span>
        )}
        <span className="jm-lane__controls ui-editor-control">
          <IconButton
            size="sm"
            label={t('lane.moveUp', { name })}
            disabled={index === 0}
            onClick={() => update((j) => moveLane(j, lane.id, index - 1))}
          >
            <ChevronDownIcon size={14} className="jm-icon--up" />
          </IconButton>
          <IconButton
            size="sm"
            label={t('lane.moveDown', { name })}
            disabled={index === journey.lanes.length - 1}
            onClick={() => update((j) => moveLane(j, lane.id, index + 1))}
          >
            <ChevronDownIcon size={14} />
          </IconButton>
          <IconButton
            size="sm"
            label={t('lane.hide', { name })}
            onClick={() => update((j) => setLaneHidden(j, lane.id, true))}
          >
            <EyeOffIcon size={14} />
          </IconButton>
          {lane.kind === 'custom' && (
            <IconButton
              size="sm"
              label={t('lane.remove', { name })}
              onClick={() => update((j) => removeLane(j, lane.id))}
            >
              <TrashIcon size={14} />
            </IconButton>
          )}
        </span>
      </th>
    );
  };

  const cell = (lane: JourneyLane, row: number, col: number) => {
    const at = { row, col };
    const value = lane.cells[col] ?? { text: '' };
    const isActive = positionKey(active) === positionKey(at);
    const isEditing = editing !== null && positionKey(editing.at) === positionKey(at);
    const label = t('cell.label', { lane: laneName(lane), stage: stageName(col) });
    return (
      // A cell of the grid (browsers call a <td> of role="grid" a gridcell); its keys are
      // the table's (onKeyDown above), a click edits it as Enter does.
      // biome-ignore lint/a11y/useKeyWithClickEvents: the grid handles the keys of every cell
      <td
        key={stages[col]?.id ?? col}
        className={`jm-cell jm-cell--${lane.kind}`}
        data-pos={positionKey(at)}
        tabIndex={isActive && !isEditing ? 0 : -1}
        aria-label={isEditing ? undefined : `${label}: ${value.text}`}
        onFocus={(event) => {
          if (event.target === event.currentTarget) setActive(at);
        }}
        onClick={(event) => {
          // Clicks on the cell's own controls (channel, source links) are theirs.
          if ((event.target as HTMLElement).closest('select, a, button, textarea')) return;
          startEdit(at);
        }}
      >
        {isEditing ? (
          <CellEditor
            initial={editing?.typed ?? value.text}
            label={label}
            onCommit={commitEdit}
            onCancel={cancelEdit}
          />
        ) : (
          <div className="jm-cell__text">{value.text}</div>
        )}
        {lane.kind === 'touchpoints' && (
          <select
            className="jm-cell__channel"
            aria-label={`${t('channel')}, ${stageName(col)}`}
            tabIndex={isActive ? 0 : -1}
            value={value.channel ?? ''}
            onKeyDown={(event) => event.stopPropagation()}
            onChange={(event) =>
              update((j) =>
                setChannel(j, lane.id, col, (event.target.value || null) as JourneyChannel | null),
              )
            }
          >
            <option value="">{t('channels.none')}</option>
            {JOURNEY_CHANNELS.map((channel) => (
              <option key={channel} value={channel}>
                {t(`channels.${channel}`)}
              </option>
            ))}
          </select>
        )}
        {lane.kind === 'painPoints' && (value.sources?.length ?? 0) > 0 && (
          <ul className="jm-cell__sources">
            {value.sources?.map((source) => (
              <li key={source.empathyMapSK}>
                {empathyMaps !== undefined && !empathyMaps.has(source.empathyMapSK) ? (
                  t('pains.sourceRemoved', { name: source.name })
                ) : projectSK ? (
                  <a
                    href={editorPath(empathyMapEditor, { PK: projectSK, SK: source.empathyMapSK })}
                    tabIndex={isActive ? 0 : -1}
                    onKeyDown={(event) => event.stopPropagation()}
                  >
                    {t('pains.from', { name: source.name })}
                  </a>
                ) : (
                  t('pains.from', { name: source.name })
                )}
              </li>
            ))}
          </ul>
        )}
      </td>
    );
  };

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
          {lanes.map((lane, row) =>
            lane.kind === 'emotions' ? (
              [
                <tr key={`${lane.id}-curve`} className="jm-curve-row">
                  {laneHeader(lane, 2)}
                  <td colSpan={stages.length} className="jm-curve-cell">
                    <EmotionCurve
                      journey={journey}
                      update={update}
                      box={CURVE_BOX}
                      stageName={stageName}
                    />
                  </td>
                </tr>,
                <tr key={lane.id} className="jm-row jm-row--emotions">
                  {stages.map((_, col) => cell(lane, row, col))}
                </tr>,
              ]
            ) : (
              <tr key={lane.id} className={`jm-row jm-row--${lane.kind}`}>
                {laneHeader(lane)}
                {stages.map((_, col) => cell(lane, row, col))}
              </tr>
            ),
          )}
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
