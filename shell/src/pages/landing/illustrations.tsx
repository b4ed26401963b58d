import type { IllustrationPart } from 'shared-contracts';

/**
 * A card's illustration from its editor's description: a few shapes on a 64 x 64 canvas,
 * painted in the theme's colours (currentColor and the landing's tones), decorative only.
 * Only these shapes are drawn, so a description carries no markup.
 */
function Part({ part }: { part: IllustrationPart }) {
  const className = `landing-ill__${part.tone}`;
  if ('rect' in part) {
    const [x, y, width, height, rx] = part.rect;
    return <rect x={x} y={y} width={width} height={height} rx={rx} className={className} />;
  }
  if ('circle' in part) {
    const [cx, cy, r] = part.circle;
    return <circle cx={cx} cy={cy} r={r} className={className} />;
  }
  return <path d={part.path} className={className} />;
}

export function CardIllustration({ parts }: { parts: readonly IllustrationPart[] }) {
  return (
    <svg
      className="landing-ill"
      viewBox="0 0 64 64"
      width="64"
      height="64"
      aria-hidden="true"
      focusable="false"
    >
      {parts.map((part, index) => (
        // The parts never move: their place is their identity.
        <Part key={index} part={part} />
      ))}
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
