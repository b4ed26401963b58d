import type { LandingCardKind } from './landing-cards';

/**
 * Small inline illustrations for the landing cards: a few hundred bytes each, drawn in
 * the theme colour (currentColor) so they follow the design tokens. Decorative only.
 */
const PATHS: Record<LandingCardKind, React.ReactNode> = {
  uxPersona: (
    <>
      <rect x="8" y="10" width="48" height="44" rx="8" className="landing-ill__panel" />
      <circle cx="24" cy="27" r="7" className="landing-ill__accent" />
      <path d="M14 46c1.5-6 5.5-9 10-9s8.5 3 10 9" className="landing-ill__stroke" />
      <path d="M38 22h12M38 29h9M38 36h12M38 43h7" className="landing-ill__stroke" />
    </>
  ),
  empathyMap: (
    <>
      <rect x="8" y="8" width="48" height="48" rx="8" className="landing-ill__panel" />
      <path d="M32 10v44M10 32h44" className="landing-ill__stroke" />
      <circle cx="32" cy="32" r="8" className="landing-ill__accent" />
      <path d="M16 18h8M40 18h8M16 46h8M40 46h8" className="landing-ill__stroke" />
    </>
  ),
  competitorAnalysis: (
    <>
      <rect x="8" y="10" width="48" height="44" rx="8" className="landing-ill__panel" />
      <path d="M8 22h48M24 10v44M40 10v44M8 34h48M8 44h48" className="landing-ill__stroke" />
      <path d="M28 27l3 3 5-6M44 39l3 3 5-6" className="landing-ill__check" />
    </>
  ),
  sitemap: (
    <>
      <rect x="24" y="8" width="16" height="11" rx="3" className="landing-ill__accent" />
      <rect x="8" y="42" width="14" height="11" rx="3" className="landing-ill__panel" />
      <rect x="25" y="42" width="14" height="11" rx="3" className="landing-ill__panel" />
      <rect x="42" y="42" width="14" height="11" rx="3" className="landing-ill__panel" />
      <path d="M32 19v11M15 42V30h34v12M32 30v12" className="landing-ill__stroke" />
    </>
  ),
  customerJourney: (
    <>
      <path d="M8 46c10 0 10-24 20-24s8 20 18 20 8-22 10-26" className="landing-ill__stroke" />
      <circle cx="8" cy="46" r="4" className="landing-ill__accent" />
      <circle cx="28" cy="22" r="4" className="landing-ill__panel" />
      <circle cx="46" cy="42" r="4" className="landing-ill__panel" />
      <circle cx="56" cy="16" r="4" className="landing-ill__accent" />
    </>
  ),
  userFlow: (
    <>
      <rect x="6" y="24" width="16" height="16" rx="4" className="landing-ill__accent" />
      <path d="M32 22l10 10-10 10-10-10z" className="landing-ill__panel" />
      <rect x="44" y="10" width="14" height="12" rx="3" className="landing-ill__panel" />
      <rect x="44" y="42" width="14" height="12" rx="3" className="landing-ill__panel" />
      <path d="M22 32h0M42 32l2-16M42 32l2 16" className="landing-ill__stroke" />
    </>
  ),
};

export function CardIllustration({ kind }: { kind: LandingCardKind }) {
  return (
    <svg
      className="landing-ill"
      viewBox="0 0 64 64"
      width="64"
      height="64"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[kind]}
    </svg>
  );
}

/** The hero picture: a persona, an empathy map and a table overlapping like cards on a desk. */
export function HeroIllustration() {
  return (
    <svg className="landing-hero__art" viewBox="0 0 240 180" aria-hidden="true" focusable="false">
      <rect x="20" y="30" width="120" height="130" rx="14" className="landing-ill__sheet" />
      <circle cx="58" cy="70" r="18" className="landing-ill__accent" />
      <path d="M36 116c4-14 12-20 22-20s18 6 22 20" className="landing-ill__stroke" />
      <path d="M92 62h34M92 74h26M92 86h30M40 134h86M40 146h60" className="landing-ill__stroke" />
      <rect x="110" y="14" width="112" height="86" rx="14" className="landing-ill__sheet" />
      <path d="M166 20v74M116 57h100" className="landing-ill__stroke" />
      <circle cx="166" cy="57" r="11" className="landing-ill__accent" />
      <rect x="128" y="112" width="96" height="56" rx="12" className="landing-ill__sheet" />
      <path d="M128 130h96M160 112v56M192 112v56M128 149h96" className="landing-ill__stroke" />
      <path d="M170 138l4 4 7-8M202 157l4 4 7-8" className="landing-ill__check" />
    </svg>
  );
}
