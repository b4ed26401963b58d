/**
 * Text cut to at most `max` UTF-16 units, the count the editors keep to (a textarea's
 * `maxLength` counts the same), without leaving half of a surrogate pair at the end:
 * half an emoji has no UTF-8 form, so no database could store it and the API refuses it.
 */
export function clipToLimit(text: string, max: number): string {
  if (text.length <= max) return text;
  const clipped = text.slice(0, max);
  const last = clipped.charCodeAt(clipped.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? clipped.slice(0, -1) : clipped;
}
