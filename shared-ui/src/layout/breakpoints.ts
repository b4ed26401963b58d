/** Window widths (px) at which layouts switch, from spec §9. */
export const BREAKPOINTS = {
  /** Below this the header collapses into the hamburger menu. */
  header: 960,
  /** From this width the footer lays out in one row. */
  footer: 1140,
  /** Below this the editors put their side list under the content. */
  editor: 1320,
} as const;
