import { Component, type ReactNode, useEffect, useRef, useState } from 'react';
import type { ViewerProps } from 'shared-contracts';
import type { LoadedModule } from '../remotes/remote-loader';

/** Loads one remote's viewer; the page decides how (share page or the shell's own). */
type ViewerLoad = () => Promise<LoadedModule<ViewerProps>>;

interface ItemViewerProps extends ViewerProps {
  load: ViewerLoad;
  /** Shown while the viewer loads. */
  loading: ReactNode;
  /** Shown when it cannot be loaded or fails to render: the rest of the page goes on. */
  unavailable: ReactNode;
  /** Called once the viewer rendered, or once it is known that it cannot (false). */
  onSettled?: (shown: boolean) => void;
}

/** A viewer that throws while rendering shows `unavailable` instead of taking the page down. */
class ViewerBoundary extends Component<
  { fallback: ReactNode; onError: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('A viewer failed to render', error);
    this.props.onError();
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Reports the viewer as shown once React has committed it (the DOM is there to picture). */
function Shown({ onShown, children }: { onShown: () => void; children: ReactNode }) {
  const once = useRef(onShown);
  useEffect(() => once.current(), []);
  return children;
}

/**
 * One item shown by its editor's read-only viewer (a remote's `./Viewer`, issue H5),
 * loaded on first render. Loading and failure have their own words; a failure affects
 * this item alone.
 */
export function ItemViewer({
  load: loadViewer,
  item,
  language,
  related,
  loading,
  unavailable,
  onSettled: settled,
}: ItemViewerProps) {
  const [state, setState] = useState<
    | { status: 'loading' }
    | { status: 'failed' }
    | { status: 'ready'; module: LoadedModule<ViewerProps> }
  >({ status: 'loading' });

  // Loaded once per mount: a caller's new functions on a later render are not a new viewer.
  const [{ load, onSettled }] = useState({ load: loadViewer, onSettled: settled });
  useEffect(() => {
    let current = true;
    load().then(
      (module) => current && setState({ status: 'ready', module }),
      () => {
        if (!current) return;
        setState({ status: 'failed' });
        onSettled?.(false);
      },
    );
    return () => {
      current = false;
    };
  }, [load, onSettled]);

  if (state.status === 'loading') return loading;
  if (state.status === 'failed') return unavailable;
  const { Component: Viewer } = state.module;
  return (
    <ViewerBoundary fallback={unavailable} onError={() => onSettled?.(false)}>
      <Shown onShown={() => onSettled?.(true)}>
        <Viewer item={item} language={language} related={related} />
      </Shown>
    </ViewerBoundary>
  );
}
