/** The clothes rail and the hanger hooked on it (drawn once: it never changes). */
const RAIL_AND_HANGER = (
  <>
    <rect x="70" y="40" width="340" height="8" rx="4" fill="#d6f2ed" />
    <path
      d="M205 44c0-12 10-20 21-20s20 8 20 19c0 9-6 14-14 18l-6 3v10"
      fill="none"
      stroke="#f5b73b"
      strokeWidth="7"
      strokeLinecap="round"
    />
    <path
      d="M226 74 130 118h192z"
      fill="none"
      stroke="#f5b73b"
      strokeWidth="7"
      strokeLinejoin="round"
    />
  </>
);

/** A stack of four folded garments, largest at the bottom. */
const FOLDED_STACK = (
  <g transform="translate(300 250)">
    <rect x="0" y="96" width="150" height="34" rx="8" fill="#d6f2ed" />
    <rect x="0" y="108" width="150" height="5" fill="#aee4da" />
    <rect x="8" y="62" width="134" height="34" rx="8" fill="#f5b73b" />
    <rect x="8" y="74" width="134" height="6" fill="#e39a18" opacity="0.6" />
    <rect x="14" y="30" width="122" height="32" rx="8" fill="#ffffff" />
    <rect x="14" y="42" width="122" height="5" fill="#d6f2ed" />
    <rect x="22" y="0" width="106" height="30" rx="8" fill="#7ccfc2" />
    <rect x="22" y="12" width="106" height="5" fill="#47b1a4" opacity="0.7" />
  </g>
);

/**
 * A freshly pressed shirt on a hanger beside a stack of folded laundry. Drawn inline so the
 * hero needs no image request and stays sharp on any screen.
 */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 480 420"
      className={className}
      role="img"
      aria-labelledby="hero-illustration-title"
    >
      <title id="hero-illustration-title">
        A freshly pressed shirt on a hanger beside a neat stack of folded laundry
      </title>
      <defs>
        <linearGradient id="hero-shirt" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#e6f5f2" />
        </linearGradient>
      </defs>

      <circle cx="240" cy="215" r="190" fill="#1d776f" opacity="0.45" />
      <circle cx="240" cy="215" r="150" fill="#0f5f5a" opacity="0.35" />

      {RAIL_AND_HANGER}

      {/* Shirt */}
      <path
        d="M190 92h72l62 34-22 56-28-12v168a8 8 0 0 1-8 8H186a8 8 0 0 1-8-8V170l-28 12-22-56z"
        fill="url(#hero-shirt)"
        stroke="#aee4da"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M190 92l36 38 36-38" fill="none" stroke="#7ccfc2" strokeWidth="4" />
      <path d="M226 130v200" stroke="#d6f2ed" strokeWidth="3" />
      {[158, 196, 234, 272, 310].map((y) => (
        <circle key={y} cx="226" cy={y} r="4.5" fill="#47b1a4" />
      ))}
      <rect
        x="240"
        y="150"
        width="30"
        height="26"
        rx="4"
        fill="none"
        stroke="#aee4da"
        strokeWidth="3"
      />

      {FOLDED_STACK}

      {/* Bubbles and sparkles */}
      <g fill="none" stroke="#ffffff" strokeOpacity="0.8" strokeWidth="3">
        <circle cx="92" cy="300" r="18" />
        <circle cx="120" cy="350" r="10" />
        <circle cx="70" cy="360" r="7" />
        <circle cx="380" cy="150" r="12" />
      </g>
      <g fill="#f8cf74">
        <path d="M110 190l6 16 16 6-16 6-6 16-6-16-16-6 16-6z" />
        <path d="M400 90l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" />
        <path d="M330 210l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" />
      </g>
    </svg>
  );
}
