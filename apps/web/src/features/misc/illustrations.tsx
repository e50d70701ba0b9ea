import type { ReactNode } from 'react';
import classes from './misc.module.css';

/**
 * Flat illustrations drawn inline (no image requests), coloured by the theme's variables so they follow the
 * primary colour and dark mode. Decorative: hidden from assistive technology.
 */
function Frame({ children }: { children: ReactNode }) {
  return (
    <svg className={classes.illustration} viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <ellipse className={classes.shadow} cx="160" cy="222" rx="118" ry="10" />
      {children}
    </svg>
  );
}

function Sparkles() {
  return (
    <g className={classes.tint}>
      <circle cx="44" cy="70" r="6" />
      <circle cx="276" cy="48" r="8" />
      <circle cx="290" cy="150" r="4" />
      <circle cx="30" cy="160" r="4" />
      <path d="M64 30 l3 8 8 3 -8 3 -3 8 -3 -8 -8 -3 8 -3z" />
      <path d="M256 190 l2.5 6 6 2.5 -6 2.5 -2.5 6 -2.5 -6 -6 -2.5 6 -2.5z" />
    </g>
  );
}

/** 404: a page under a magnifying glass. */
export function NotFoundIllustration() {
  return (
    <Frame>
      <Sparkles />
      <rect className={classes.surface} x="84" y="30" width="124" height="168" rx="14" />
      <path className={classes.muted} d="M178 30 h16 a14 14 0 0 1 14 14 v16 z" />
      <rect className={classes.tint} x="104" y="54" width="60" height="10" rx="5" />
      <rect className={classes.muted} x="104" y="78" width="84" height="8" rx="4" />
      <rect className={classes.muted} x="104" y="96" width="72" height="8" rx="4" />
      <rect className={classes.muted} x="104" y="114" width="52" height="8" rx="4" />
      <rect className={classes.muted} x="104" y="132" width="64" height="8" rx="4" />
      <line
        className={classes.primaryStroke}
        x1="228"
        y1="160"
        x2="262"
        y2="196"
        strokeWidth="16"
        strokeLinecap="round"
      />
      <circle className={classes.soft} cx="204" cy="134" r="38" />
      <circle className={classes.primaryStroke} cx="204" cy="134" r="38" strokeWidth="10" />
      <path
        className={classes.primaryStroke}
        d="M192 124 a12 12 0 1 1 17 11 c-4 2 -5 4 -5 8"
        strokeWidth="7"
        strokeLinecap="round"
      />
      <circle className={classes.primary} cx="204" cy="154" r="4.5" />
    </Frame>
  );
}

/** 401: a shield with a padlock. */
export function NotAuthorizedIllustration() {
  return (
    <Frame>
      <Sparkles />
      <path className={classes.tint} d="M160 20 l76 26 v64 c0 46 -32 80 -76 98 c-44 -18 -76 -52 -76 -98 v-64 z" />
      <path className={classes.surface} d="M160 38 l60 20 v52 c0 36 -25 63 -60 78 c-35 -15 -60 -42 -60 -78 v-52 z" />
      <path
        className={classes.primaryStroke}
        d="M140 112 v-16 a20 20 0 0 1 40 0 v16"
        strokeWidth="9"
        strokeLinecap="round"
      />
      <rect className={classes.primary} x="128" y="108" width="64" height="52" rx="10" />
      <circle className={classes.onColor} cx="160" cy="129" r="7" />
      <rect className={classes.onColor} x="157" y="132" width="6" height="14" rx="3" />
    </Frame>
  );
}

/** 500: a server rack with a warning badge. */
export function ServerErrorIllustration() {
  const unit = (y: number) => (
    <g key={y}>
      <rect className={classes.surface} x="92" y={y} width="136" height="50" rx="12" />
      <rect className={classes.muted} x="110" y={y + 15} width="56" height="8" rx="4" />
      <rect className={classes.muted} x="110" y={y + 29} width="36" height="6" rx="3" />
      <circle className={classes.primary} cx="196" cy={y + 25} r="6" />
      <circle className={classes.tint} cx="212" cy={y + 25} r="6" />
    </g>
  );
  return (
    <Frame>
      <Sparkles />
      {[44, 102, 160].map(unit)}
      <rect className={classes.muted} x="156" y="210" width="8" height="12" rx="2" />
      <circle className={classes.danger} cx="232" cy="48" r="26" />
      <rect className={classes.onColor} x="228.5" y="33" width="7" height="20" rx="3.5" />
      <circle className={classes.onColor} cx="232" cy="62" r="4" />
    </Frame>
  );
}

/** Coming soon: a rocket lifting off. */
export function ComingSoonIllustration() {
  return (
    <Frame>
      <Sparkles />
      <g className={classes.muted}>
        <circle cx="118" cy="204" r="18" />
        <circle cx="146" cy="198" r="24" />
        <circle cx="178" cy="200" r="22" />
        <circle cx="206" cy="206" r="16" />
      </g>
      <path className={classes.warning} d="M146 160 q14 52 28 0 z" />
      <path className={classes.primary} d="M134 128 l-24 34 l30 -6 z M186 128 l24 34 l-30 -6 z" />
      <path className={classes.surface} d="M160 22 c30 22 40 62 32 138 h-64 c-8 -76 2 -116 32 -138 z" />
      <path className={classes.primary} d="M160 22 c12 9 21 22 26 38 h-52 c5 -16 14 -29 26 -38 z" />
      <circle className={classes.tint} cx="160" cy="92" r="17" />
      <circle className={classes.primaryStroke} cx="160" cy="92" r="17" strokeWidth="5" />
      <rect className={classes.muted} x="146" y="126" width="28" height="6" rx="3" />
    </Frame>
  );
}

/** A gear outline with `teeth` teeth, as a path. */
function gearPath(cx: number, cy: number, outer: number, inner: number, teeth: number): string {
  const points: string[] = [];
  const step = (Math.PI * 2) / (teeth * 4);
  for (let i = 0; i < teeth * 4; i++) {
    const radius = i % 4 < 2 ? outer : inner;
    const angle = i * step;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(1)} ${(cy + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return `M${points.join(' L')} Z`;
}

const BIG_GEAR = gearPath(138, 116, 70, 56, 10);
const SMALL_GEAR = gearPath(226, 74, 36, 28, 8);

/** Under maintenance: gears and a wrench. */
export function MaintenanceIllustration() {
  return (
    <Frame>
      <Sparkles />
      <path className={classes.tint} d={BIG_GEAR} />
      <circle className={classes.surface} cx="138" cy="116" r="24" />
      <path className={classes.primary} d={SMALL_GEAR} />
      <circle className={classes.soft} cx="226" cy="74" r="12" />
      <line
        className={classes.primaryStroke}
        x1="150"
        y1="206"
        x2="232"
        y2="128"
        strokeWidth="16"
        strokeLinecap="round"
      />
      <circle className={classes.primary} cx="240" cy="120" r="24" />
      <rect className={classes.soft} x="236" y="92" width="14" height="26" rx="3" transform="rotate(45 243 105)" />
    </Frame>
  );
}
