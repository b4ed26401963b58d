import { MESSAGES, projectFormProblems } from 'shared-contracts';

/** The editable part of a project: what the project page and the edit dialog change. */
export interface ProjectDraft {
  name: string;
  description: string;
}

/**
 * The messages a project form shows live (spec §5), computed by the same rules the server
 * applies (shared-contracts), so a form that shows none is one the server accepts.
 */
export function projectProblems(draft: ProjectDraft): string[] {
  return projectFormProblems(draft);
}

/** Whether the draft differs from what was last saved: leaving would lose it. */
export function hasUnsavedChanges(saved: ProjectDraft | undefined, draft: ProjectDraft): boolean {
  if (!saved) return false;
  return saved.name !== draft.name || saved.description !== draft.description;
}

/**
 * Enter is blocked in the description box (spec §5), so a pasted line break is turned
 * into a space as the server would store it.
 */
export function singleLine(text: string): string {
  return text.replace(/\r\n?|\n/g, ' ');
}

/** Which field a message belongs under; the rest (none today) go under the name. */
export function problemsByField(problems: string[]): { name?: string; description?: string } {
  const result: { name?: string; description?: string } = {};
  for (const problem of problems) {
    const field = problem === MESSAGES.projectDescriptionTooLong ? 'description' : 'name';
    result[field] ??= problem;
  }
  return result;
}
