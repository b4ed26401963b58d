import { useId } from 'react';

interface FieldIdsOptions {
  id: string | undefined;
  hint: unknown;
  error: string | undefined;
  /** Whatever the caller already put in aria-describedby. */
  describedBy: string | undefined;
}

/**
 * Ids tying a form control to its hint and error text, so screen readers read the
 * error together with the field and know the field is invalid.
 */
export type FieldIds = ReturnType<typeof useFieldIds>;

export function useFieldIds({ id, hint, error, describedBy }: FieldIdsOptions) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const ariaDescribedBy = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, ariaDescribedBy, invalid: Boolean(error) };
}
