import type { ReadingEntry } from '../model/reading-order';

/*
 * The reading order (model/reading-order.ts) as lists to print: a chain of single steps
 * stays one numbered list, and only where a node branches do its branches nest. The
 * editor's list view indents every step one level deeper; on a page, a flow of fifty
 * steps would then run off to the right.
 */

interface ReadingStep {
  entry: ReadingEntry;
  /** Where this node leads to more than one place: each way as its own list of steps. */
  branches: ReadingBranch[];
}

export interface ReadingBranch {
  steps: ReadingStep[];
}

/** The reading order's entries (depth first, each with its depth and its number of siblings) as branches of steps. */
export function readingBranches(entries: readonly ReadingEntry[]): ReadingBranch[] {
  const roots: ReadingBranch[] = [];
  /** The steps on the way down to the current entry, by depth. */
  const path: ReadingStep[] = [];
  const branchOf = new Map<ReadingStep, ReadingBranch>();
  for (const entry of entries) {
    path.length = entry.depth;
    const parent = path[entry.depth - 1];
    const step: ReadingStep = { entry, branches: [] };
    let branch: ReadingBranch;
    if (!parent) {
      branch = { steps: [step] };
      roots.push(branch);
    } else if (entry.setSize === 1) {
      // The parent's only way on: it follows the parent in the parent's list.
      branch = branchOf.get(parent)!;
      branch.steps.push(step);
    } else {
      branch = { steps: [step] };
      parent.branches.push(branch);
    }
    branchOf.set(step, branch);
    path.push(step);
  }
  return roots;
}
