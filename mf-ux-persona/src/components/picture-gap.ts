/**
 * The class of a part the exported picture leaves out (model/picture.ts): it shows on
 * screen as ever, and `[data-exporting]` hides it (export/persona-export.css).
 */
const PICTURE_GAP = 'persona-picture-gap';

/** `className` with the gap class added when `gap`. */
export function withGap(className: string | undefined, gap: boolean): string | undefined {
  if (!gap) return className;
  return className ? `${className} ${PICTURE_GAP}` : PICTURE_GAP;
}
