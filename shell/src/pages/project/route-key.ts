import { KEY_PREFIXES, normalizeKey } from 'shared-contracts';

/**
 * The project key of a `/project/{SK}` route, in its canonical `PROJECT#<id>` form, or
 * `null` when the address names no project.
 *
 * Routes write the key's '#' as '_' (`/project/PROJECT_<id>`). Old links and hand-typed
 * addresses may carry the raw '#': the browser then treats everything after it as the
 * fragment, so the route parameter is just `PROJECT` and `#<id>` arrives in
 * `location.hash` (spec §2: the project page "also uses the URL hash"). A percent-encoded
 * `PROJECT%23<id>` reaches us already decoded to the '#' form.
 */
export function projectKeyFromRoute(param: string | undefined, hash: string): string | null {
  if (!param) return null;
  const direct = normalizeKey('project', param);
  if (direct) return direct;
  const prefix = KEY_PREFIXES.project;
  if (param === prefix && hash.startsWith('#')) return normalizeKey('project', `${prefix}${hash}`);
  return null;
}
