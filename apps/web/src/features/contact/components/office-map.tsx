import { BRAND } from '@freshfold/shared';
import { ExternalLink } from 'lucide-react';

const { latitude, longitude } = BRAND.map;
const OPEN_STREET_MAP_URL = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;

/** The neighbourhood: blocks, the park and its lake, the roads and their names. */
function Neighbourhood() {
  return (
    <>
      {/* Blocks */}
      <g fill="#e2eae5">
        <rect x="20" y="20" width="150" height="90" rx="6" />
        <rect x="200" y="20" width="180" height="90" rx="6" />
        <rect x="20" y="140" width="150" height="160" rx="6" />
        <rect x="410" y="140" width="210" height="70" rx="6" />
        <rect x="410" y="235" width="210" height="65" rx="6" />
        <rect x="200" y="240" width="180" height="60" rx="6" />
      </g>
      {/* Park and lake */}
      <rect x="410" y="20" width="210" height="90" rx="10" fill="#cdebd3" />
      <ellipse cx="515" cy="65" rx="55" ry="24" fill="#bfe0ef" />
      <rect x="200" y="140" width="180" height="70" rx="6" fill="#d6e4dc" />
      {/* Roads */}
      <g stroke="#ffffff" strokeLinecap="round">
        <path d="M0 125h640" strokeWidth="18" />
        <path d="M0 225h640" strokeWidth="12" />
        <path d="M185 0v320" strokeWidth="14" />
        <path d="M395 0v320" strokeWidth="18" />
      </g>
      <g stroke="#f8cf74" strokeWidth="3" strokeDasharray="10 8">
        <path d="M0 125h640" />
        <path d="M395 0v320" />
      </g>
      <g fill="#55635f" fontFamily="system-ui, sans-serif" fontSize="15" fontWeight="600">
        <text x="20" y="120">
          100 Feet Road
        </text>
        <text x="420" y="221">
          12th Main Road
        </text>
        <text x="470" y="70" fill="#1d776f">
          Park
        </text>
      </g>
    </>
  );
}

/** The pin on the office, with the shop's name above it. */
function OfficePin({ label }: { label: string }) {
  return (
    <>
      <g transform="translate(300 176)">
        <ellipse cx="0" cy="34" rx="16" ry="5" fill="#052524" opacity="0.2" />
        <path
          d="M0 32C-14 14-22 3-22-10a22 22 0 0 1 44 0C22 3 14 14 0 32z"
          fill="#0f5f5a"
          stroke="#ffffff"
          strokeWidth="3"
        />
        <circle cx="0" cy="-10" r="8" fill="#f5b73b" />
      </g>
      <g transform="translate(300 118)">
        <rect x="-120" y="-32" width="240" height="38" rx="8" fill="#052524" />
        <text
          x="0"
          y="-8"
          textAnchor="middle"
          fill="#ffffff"
          fontFamily="system-ui, sans-serif"
          fontSize="16"
          fontWeight="700"
        >
          {label}
        </text>
      </g>
    </>
  );
}

/**
 * A drawn map of the office's neighbourhood with a link to the real one. Drawn rather than
 * embedded so the page loads no third-party script and tracks no visitor.
 */
export function OfficeMap() {
  const label = `${BRAND.name}, ${BRAND.address.line2}`;
  return (
    <figure className="overflow-hidden rounded-card border border-line bg-surface shadow-sm">
      <svg
        viewBox="0 0 640 320"
        className="block h-auto w-full"
        role="img"
        aria-labelledby="office-map-title"
      >
        <title id="office-map-title">
          {`Map of ${BRAND.address.line2}, ${BRAND.address.city}, with a pin on the ${BRAND.name} office at ${BRAND.address.line1}`}
        </title>
        <rect width="640" height="320" fill="#eef3ef" />
        <Neighbourhood />
        <OfficePin label={label} />
      </svg>
      <figcaption className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t border-line p-4 text-sm">
        <span className="text-muted">Illustrative map, not to scale.</span>
        <a
          href={OPEN_STREET_MAP_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 rounded-md font-semibold text-brand-700 hover:text-brand-900 hover:underline"
        >
          Open in OpenStreetMap
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}
