import { type ComponentType, lazy } from 'react';

export interface LazyPage {
  /** The page: rendered at once when its code is here, else it suspends (React.lazy). */
  Page: ComponentType;
  /** Starts loading its code, once; main.tsx does it for the address the tab opened. */
  preload(): Promise<unknown>;
}

/**
 * A page loaded on first visit. Navigating to it renders in a transition (the router's),
 * so the current page stays until it has loaded. A page opened by its address is
 * preloaded before the first render and renders at once: under React.lazy alone it would
 * suspend once anyway, and React holds back the content replacing a Suspense fallback
 * until the fallback has shown for 300 ms.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  const Suspending = lazy(() => preload().then((component) => ({ default: component })));
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Suspending />;
  }
  return { Page, preload };
}
