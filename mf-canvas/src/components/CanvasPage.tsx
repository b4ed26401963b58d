import { useEffect, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Spinner } from 'shared-ui';
import { canvasText } from '../i18n';
import { SIMULATED_LOAD_MS } from '../model/canvas-constants';
import type { CanvasDocument } from '../model/document';
import { createEditorState } from '../model/editor-state';
import { canRedo, canUndo } from '../model/history';
import { browserRandomness, seededRandom, uuidV4 } from '../model/ids';
import { benchDocument, prototypeDocument } from '../model/scene';
import { createEditorStore, type EditorStore } from '../model/store';
import { type BenchRecord, benchCountFrom, installBenchRecord } from './bench-hook';
import { CanvasSurface } from './CanvasSurface';
import { describeDocument } from './describe-selection';
import { KeptDiagram } from './KeptDiagram';
import { useEditorState } from './use-editor';
import './canvas.css';

function startingDocument(benchCount: number | null): CanvasDocument {
  return benchCount
    ? // The same diagram on every run; ids are real UUIDs all the same.
      benchDocument(benchCount, { newId: uuidV4, random: seededRandom(benchCount) })
    : prototypeDocument(browserRandomness);
}

function SelectionStatus({ store }: { store: EditorStore }) {
  const t = canvasText.useT();
  const doc = useEditorState(store, (state) => state.doc);
  const text = useMemo(() => describeDocument(doc, t), [doc, t]);
  return (
    <p className="canvas-page__status" role="status">
      {text}
    </p>
  );
}

/**
 * Undo and Redo beside the other tools. Marked disabled (aria-disabled) rather than
 * disabled when there is nothing to undo or redo: pressing Undo until nothing is left
 * would otherwise drop the keyboard focus to the top of the page (shared-ui's Button keeps
 * a busy button enabled for the same reason), and an undo with nothing to undo changes
 * nothing.
 */
function HistoryButtons({ store }: { store: EditorStore }) {
  const t = canvasText.useT();
  const undoable = useEditorState(store, canUndo);
  const redoable = useEditorState(store, canRedo);
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        title={t('undoTitle')}
        aria-disabled={!undoable || undefined}
        onClick={() => store.dispatch({ type: 'undo' })}
      >
        {t('undo')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        title={t('redoTitle')}
        aria-disabled={!redoable || undefined}
        onClick={() => store.dispatch({ type: 'redo' })}
      >
        {t('redo')}
      </Button>
    </>
  );
}

/**
 * The diagram canvas prototype (spec §2): a simulated 1000 ms load behind a spinner, then
 * the canvas with the prototype's shapes, and the offer of a diagram drawn here before
 * (KeptDiagram). `?bench=N` opens it with N shapes and N arrows instead (see bench-hook.ts).
 */
export function CanvasPage() {
  const [searchParams] = useSearchParams();
  const benchCount = benchCountFrom(searchParams.get('bench'));
  const [loaded, setLoaded] = useState<{
    store: EditorStore;
    start: CanvasDocument;
    bench: BenchRecord | null;
  } | null>(null);
  const t = canvasText.useT();
  const titleId = useId();
  const helpId = useId();

  useEffect(() => {
    const timer = setTimeout(() => {
      const start = startingDocument(benchCount);
      setLoaded({
        store: createEditorStore(createEditorState(start), browserRandomness),
        start,
        bench: benchCount ? installBenchRecord() : null,
      });
    }, SIMULATED_LOAD_MS);
    return () => clearTimeout(timer);
  }, [benchCount]);

  return (
    <section className="canvas-page" aria-labelledby={titleId}>
      <div className="canvas-page__bar">
        <h1 id={titleId} className="canvas-page__title">
          {t('title')}
        </h1>
        {loaded && (
          <div className="canvas-page__tools">
            <Button
              size="sm"
              variant="secondary"
              onClick={() => loaded.store.dispatch({ type: 'addShape', kind: 'rectangle' })}
            >
              {t('addRectangle')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => loaded.store.dispatch({ type: 'addShape', kind: 'circle' })}
            >
              {t('addCircle')}
            </Button>
            <HistoryButtons store={loaded.store} />
          </div>
        )}
      </div>
      {loaded ? (
        <>
          <CanvasSurface store={loaded.store} describedBy={helpId} bench={loaded.bench} />
          <SelectionStatus store={loaded.store} />
          {/* The benchmark's generated diagram is not work to keep. */}
          {!loaded.bench && <KeptDiagram store={loaded.store} start={loaded.start} />}
        </>
      ) : (
        <div className="canvas-page__loading">
          <Spinner label={t('loading')} size="lg" />
        </div>
      )}
      <p id={helpId} className="canvas-page__help">
        {t('help')}
      </p>
    </section>
  );
}
