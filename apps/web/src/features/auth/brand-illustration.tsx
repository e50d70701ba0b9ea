/**
 * A balance (mizan, ميزان) weighing a case file against the shop's coins: the product's two halves.
 * Drawn inline in white on the primary colour so it follows the theme and costs no request.
 */
export function BrandIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 320 280" fill="none" aria-hidden focusable="false">
      <circle cx="160" cy="140" r="132" fill="currentColor" opacity="0.06" />
      <circle cx="160" cy="140" r="96" fill="currentColor" opacity="0.07" />
      {/* floating interface cards */}
      <g opacity="0.9">
        <rect x="8" y="18" width="84" height="46" rx="10" fill="currentColor" opacity="0.16" />
        <rect x="20" y="30" width="40" height="6" rx="3" fill="currentColor" opacity="0.7" />
        <rect x="20" y="44" width="60" height="5" rx="2.5" fill="currentColor" opacity="0.35" />
        <rect x="232" y="176" width="80" height="42" rx="10" fill="currentColor" opacity="0.16" />
        <circle cx="250" cy="197" r="8" fill="currentColor" opacity="0.6" />
        <rect x="264" y="190" width="36" height="5" rx="2.5" fill="currentColor" opacity="0.6" />
        <rect x="264" y="200" width="26" height="5" rx="2.5" fill="currentColor" opacity="0.3" />
      </g>
      {/* stand */}
      <path d="M112 262h96l-14-20h-68z" fill="currentColor" opacity="0.95" />
      <rect x="154" y="62" width="12" height="184" rx="6" fill="currentColor" opacity="0.95" />
      <circle cx="160" cy="54" r="12" fill="currentColor" />
      {/* beam, tipped towards the case file */}
      <g transform="rotate(-6 160 70)">
        <rect x="40" y="66" width="240" height="8" rx="4" fill="currentColor" />
      </g>
      <circle cx="160" cy="70" r="7" fill="currentColor" />
      <circle cx="160" cy="70" r="3" fill="currentColor" opacity="0.4" />
      {/* left pan: the case file */}
      <path d="M41 82 11 158M41 82l30 76" stroke="currentColor" strokeWidth="2" opacity="0.8" />
      <rect x="20" y="128" width="44" height="30" rx="4" fill="currentColor" opacity="0.55" />
      <path d="M20 132a4 4 0 0 1 4-4h12l4 5h20a4 4 0 0 1 4 4v-1" fill="currentColor" opacity="0.8" />
      <rect x="28" y="142" width="26" height="4" rx="2" fill="currentColor" opacity="0.9" />
      <path d="M4 158h74a37 22 0 0 1-74 0z" fill="currentColor" />
      {/* right pan: coins */}
      <path d="M279 57l-30 76M279 57l30 76" stroke="currentColor" strokeWidth="2" opacity="0.8" />
      <ellipse cx="279" cy="126" rx="16" ry="5" fill="currentColor" opacity="0.55" />
      <ellipse cx="279" cy="119" rx="16" ry="5" fill="currentColor" opacity="0.75" />
      <ellipse cx="279" cy="112" rx="16" ry="5" fill="currentColor" opacity="0.95" />
      <path d="M242 133h74a37 22 0 0 1-74 0z" fill="currentColor" />
      {/* sparkles */}
      <path d="M222 26l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" fill="currentColor" opacity="0.8" />
      <path d="M96 214l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" fill="currentColor" opacity="0.6" />
    </svg>
  );
}
