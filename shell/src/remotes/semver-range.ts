/**
 * The part of semver the federation manifests use: `shared[].requiredVersion` is written
 * by tooling/federation.ts as `^<version>`; `~`, exact and any-version ranges are read
 * too. Anything else (`>=`, `||`, hyphen ranges) is reported as unknown, not guessed.
 */

interface Version {
  numbers: [number, number, number];
  /** Pre-release identifiers (`1.0.0-rc.1` → ['rc', '1']); build metadata is ignored. */
  prerelease: string[];
}

const VERSION = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

function parseVersion(text: string): Version | null {
  const match = VERSION.exec(text.trim());
  if (!match) return null;
  return {
    numbers: [Number(match[1]), Number(match[2]), Number(match[3])],
    prerelease: match[4]?.split('.') ?? [],
  };
}

function compareIdentifiers(a: string, b: string): number {
  const numeric = /^\d+$/;
  if (numeric.test(a) && numeric.test(b)) return Number(a) - Number(b);
  if (numeric.test(a)) return -1;
  if (numeric.test(b)) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Semver precedence: numbers first; a pre-release sorts before its release. */
function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i += 1) {
    const difference = a.numbers[i]! - b.numbers[i]!;
    if (difference !== 0) return difference;
  }
  if (a.prerelease.length === 0 || b.prerelease.length === 0)
    return b.prerelease.length - a.prerelease.length;
  for (let i = 0; i < Math.max(a.prerelease.length, b.prerelease.length); i += 1) {
    if (a.prerelease[i] === undefined) return -1;
    if (b.prerelease[i] === undefined) return 1;
    const difference = compareIdentifiers(a.prerelease[i]!, b.prerelease[i]!);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The first version a `^` or `~` range no longer accepts. */
function upperBound(operator: '^' | '~', [major, minor, patch]: Version['numbers']): Version {
  const numbers: Version['numbers'] =
    operator === '~' || (major === 0 && minor > 0)
      ? [major, minor + 1, 0]
      : major > 0
        ? [major + 1, 0, 0]
        : [0, 0, patch + 1];
  return { numbers, prerelease: [] };
}

/**
 * Whether `version` is in `range`, or null when either cannot be read. As in semver, a
 * pre-release version only matches a range whose own version is a pre-release of the
 * same major.minor.patch.
 */
export function satisfies(version: string, range: string): boolean | null {
  const candidate = parseVersion(version);
  if (!candidate) return null;
  const trimmed = range.trim();
  if (trimmed === '' || trimmed === '*' || trimmed === 'x')
    return candidate.prerelease.length === 0;
  const operator = trimmed[0] === '^' || trimmed[0] === '~' ? trimmed[0] : null;
  const base = parseVersion(operator ? trimmed.slice(1) : trimmed.replace(/^=/, ''));
  if (!base) return null;
  if (
    candidate.prerelease.length > 0 &&
    (base.prerelease.length === 0 || base.numbers.join('.') !== candidate.numbers.join('.'))
  )
    return false;
  if (!operator) return compare(candidate, base) === 0;
  return (
    compare(candidate, base) >= 0 && compare(candidate, upperBound(operator, base.numbers)) < 0
  );
}

/**
 * Whether `version` is past every version `range` accepts (the range was written for an
 * older one: `4.0.0` against `^3.1.0`); false when it is below it or inside, or when
 * either cannot be read.
 */
export function isAbove(version: string, range: string): boolean {
  const candidate = parseVersion(version);
  const trimmed = range.trim();
  const operator = trimmed[0] === '^' || trimmed[0] === '~' ? trimmed[0] : null;
  const base = parseVersion(operator ? trimmed.slice(1) : trimmed.replace(/^=/, ''));
  if (!candidate || !base) return false;
  const bound = operator ? upperBound(operator, base.numbers) : base;
  return operator ? compare(candidate, bound) >= 0 : compare(candidate, bound) > 0;
}
