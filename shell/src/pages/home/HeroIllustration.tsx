/**
 * A phone showing a balance and a free transfer, drawn in a few SVG shapes (under 1 KB)
 * instead of a photo: nothing to download on expensive mobile data. Decorative only.
 */
export function HeroIllustration() {
  return (
    <svg className="hero__illustration" viewBox="0 0 200 240" aria-hidden="true" focusable="false">
      <circle cx="100" cy="120" r="96" fill="currentColor" opacity="0.12" />
      <rect x="52" y="22" width="96" height="196" rx="16" fill="#ffffff" />
      <rect x="60" y="40" width="80" height="160" rx="6" fill="#eef6f1" />
      <rect x="68" y="52" width="64" height="36" rx="6" fill="#0b5d3b" />
      <rect x="74" y="60" width="28" height="5" rx="2.5" fill="#ffffff" opacity="0.7" />
      <rect x="74" y="72" width="44" height="8" rx="4" fill="#f2b705" />
      <rect x="68" y="98" width="64" height="22" rx="5" fill="#ffffff" />
      <path
        d="M75 106h16l-4-4M91 113H75l4 4"
        fill="none"
        stroke="#0b5d3b"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="98" y="105" width="26" height="4" rx="2" fill="#c9d3ce" />
      <rect x="98" y="112" width="18" height="4" rx="2" fill="#c9d3ce" />
      <rect x="68" y="128" width="64" height="22" rx="5" fill="#ffffff" />
      <circle cx="80" cy="139" r="5" fill="#f2b705" />
      <rect x="90" y="135" width="34" height="4" rx="2" fill="#c9d3ce" />
      <rect x="90" y="142" width="22" height="4" rx="2" fill="#c9d3ce" />
      <rect x="68" y="158" width="64" height="14" rx="7" fill="#0b5d3b" />
      <rect x="88" y="206" width="24" height="4" rx="2" fill="#c9d3ce" />
    </svg>
  );
}
