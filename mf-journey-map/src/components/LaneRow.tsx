import { editorPath } from 'editor-kit/routes';
import { memo } from 'react';
import { empathyMapEditor } from 'shared-contracts/editors/empathy-map/description';
import {
  JOURNEY_CHANNELS,
  JOURNEY_LIMITS,
  type JourneyChannel,
} from 'shared-contracts/editors/journey-map/content';
import { ChevronDownIcon, EyeOffIcon, IconButton, TrashIcon } from 'shared-ui';
import { journeyText } from '../i18n';
import type { CurveBox } from '../model/emotion-curve';
import type { Position } from '../model/grid-navigation';
import {
  type JourneyLane,
  type JourneyStage,
  moveLane,
  removeLane,
  renameLane,
  setChannel,
  setLaneHidden,
} from '../model/journey';
import { CellEditor, type EditEnd } from './CellEditor';
import { EmotionCurve } from './EmotionCurve';
import type { Update } from './JourneyBody';
import { useLaneName, useStageName } from './shown-names';

/** What a row asks of the grid; one object for the grid's lifetime, so rows stay memoised. */
export interface GridActions {
  setActive(at: Position): void;
  /** `typed`: the character that starts the edit over the cell's text. */
  startEdit(at: Position, typed?: string): void;
  commitEdit(text: string, end: EditEnd): void;
  cancelEdit(): void;
}

export interface LaneRowProps {
  lane: JourneyLane;
  /** Its row among the shown lanes (the grid's position), and its place among all lanes. */
  row: number;
  index: number;
  laneCount: number;
  stages: readonly JourneyStage[];
  showToBe: boolean;
  /** The grid's active cell's column when it is in this row, else -1; the same for an edit. */
  activeCol: number;
  editingCol: number;
  typed: string | undefined;
  projectSK: string | null;
  empathyMaps: ReadonlySet<string> | undefined;
  curveBox: CurveBox;
  update: Update;
  actions: GridActions;
}

/**
 * One lane of the map: its header (name, move, hide, remove) and a cell per stage; the
 * emotion lane's curve takes a row of its own above its labels. Memoised: an edit of one
 * lane's cell, or a keystroke in the map's name, does not render the other lanes again.
 */
export const LaneRow = memo(function LaneRow(props: LaneRowProps) {
  const { lane, stages } = props;
  const stageName = useStageName(stages);
  const cells = stages.map((stage, col) => (
    <LaneCell
      key={stage.id}
      lane={lane}
      row={props.row}
      col={col}
      stageName={stageName(col)}
      isActive={props.activeCol === col}
      isEditing={props.editingCol === col}
      typed={props.editingCol === col ? props.typed : undefined}
      projectSK={props.projectSK}
      empathyMaps={props.empathyMaps}
      update={props.update}
      actions={props.actions}
    />
  ));
  if (lane.kind !== 'emotions') {
    return (
      <tr className={`jm-row jm-row--${lane.kind}`}>
        <LaneHeader {...props} rowSpan={1} />
        {cells}
      </tr>
    );
  }
  return (
    <>
      <tr className="jm-curve-row">
        <LaneHeader {...props} rowSpan={2} />
        <td colSpan={stages.length} className="jm-curve-cell">
          <EmotionCurve
            stages={stages}
            showToBe={props.showToBe}
            update={props.update}
            box={props.curveBox}
            stageName={stageName}
          />
        </td>
      </tr>
      <tr className="jm-row jm-row--emotions">{cells}</tr>
    </>
  );
});

function LaneHeader({
  lane,
  index,
  laneCount,
  update,
  rowSpan,
}: LaneRowProps & { rowSpan: number }) {
  const t = journeyText.useT();
  const name = useLaneName()(lane);
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
          disabled={index === laneCount - 1}
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
}

export const positionKey = ({ row, col }: Position) => `${row}:${col}`;

interface LaneCellProps
  extends Pick<
    LaneRowProps,
    'lane' | 'row' | 'typed' | 'projectSK' | 'empathyMaps' | 'update' | 'actions'
  > {
  col: number;
  stageName: string;
  isActive: boolean;
  isEditing: boolean;
}

/**
 * One cell. Memoised too: renaming a stage renders its column's cells (their names say
 * the stage), not the whole map.
 */
const LaneCell = memo(function LaneCell({
  lane,
  row,
  col,
  stageName,
  isActive,
  isEditing,
  typed,
  projectSK,
  empathyMaps,
  update,
  actions,
}: LaneCellProps) {
  const t = journeyText.useT();
  const laneName = useLaneName()(lane);
  const at = { row, col };
  const value = lane.cells[col] ?? { text: '' };
  const label = t('cell.label', { lane: laneName, stage: stageName });
  return (
    // A cell of the grid (browsers call a <td> of role="grid" a gridcell); its keys are
    // the table's, a click edits it as Enter does.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the grid handles the keys of every cell
    <td
      className={`jm-cell jm-cell--${lane.kind}`}
      data-pos={positionKey(at)}
      tabIndex={isActive && !isEditing ? 0 : -1}
      aria-label={isEditing ? undefined : `${label}: ${value.text}`}
      onFocus={(event) => {
        if (event.target === event.currentTarget) actions.setActive(at);
      }}
      onClick={(event) => {
        // Clicks on the cell's own controls (channel, source links) are theirs.
        if ((event.target as HTMLElement).closest('select, a, button, textarea')) return;
        actions.startEdit(at);
      }}
    >
      {/* While it is edited the text stays, unseen, holding the row's height: the editor
          lies over the cell, so a keystroke lays out the field, not the whole map. */}
      <div className="jm-cell__text" aria-hidden={isEditing || undefined}>
        {value.text}
      </div>
      {isEditing && (
        <CellEditor
          initial={typed ?? value.text}
          label={label}
          onCommit={actions.commitEdit}
          onCancel={actions.cancelEdit}
        />
      )}
      {lane.kind === 'touchpoints' && (
        <select
          className="jm-cell__channel"
          aria-label={`${t('channel')}, ${stageName}`}
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
});
