import type { Flow } from '../model/flow';

/**
 * The benchmark's hook (e2e/bench/user-flow.bench.ts): `/userflow?bench=N` (1 to 500)
 * opens the guest editor on a generated flow of N nodes and 2N connectors, and each Tidy
 * up is timed as two performance measures: `user-flow:layout-load`, loading the layout's
 * code (the layout's and dagre's chunks, the first time), and `user-flow:layout`, the
 * layout itself. Only then: other pages collect no measures.
 */
export function benchNodes(): number | null {
  if (typeof window === 'undefined') return null;
  const asked = Number(new URLSearchParams(window.location.search).get('bench'));
  return Number.isInteger(asked) && asked >= 1 && asked <= 500 ? asked : null;
}

/** Tidy up's layout of the flow (its code loaded on first use), timed under the hook. */
export async function tidiedFlow(flow: Flow): Promise<Flow> {
  const started = performance.now();
  const { autoLayout, loadLayout } = await import('../model/auto-layout');
  if (benchNodes() === null) return autoLayout(flow);
  await loadLayout();
  const loaded = performance.now();
  performance.measure('user-flow:layout-load', { start: started, end: loaded });
  const laid = await autoLayout(flow);
  performance.measure('user-flow:layout', { start: loaded, end: performance.now() });
  return laid;
}
