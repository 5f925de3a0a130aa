import { Link } from "@remix-run/react";
import { COMPANY } from "~/content/company";

const RIM = "#cbd5e1";

/**
 * The wordmark (the artwork of /images/logo.svg) drawn inline, so its text follows the theme through
 * currentColor while the tyre mark and the red keep their colours on light and dark backgrounds.
 */
export function Logo({ className = "h-10 w-auto", inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <Link to="/" className="inline-flex shrink-0 items-center rounded-md">
      <svg
        viewBox="0 0 240 56"
        width={240}
        height={56}
        role="img"
        aria-label={`${COMPANY.shortName} – etusivu`}
        focusable="false"
        className={`${className} ${inverted ? "text-white" : "text-slate-900 dark:text-white"}`}
      >
        <g transform="translate(28 28)">
          <circle r="26" fill="#0b0f17" stroke="currentColor" strokeOpacity={inverted ? 0.25 : 0.08} />
          <circle r="24.2" fill="none" stroke="#2b3446" strokeWidth="2.6" strokeDasharray="2.6 1.6" />
          <circle r="20.8" fill="#151b26" />
          <circle r="15.6" fill={RIM} stroke="#b91c1c" strokeWidth="1.2" />
          <circle r="13" fill="#1e293b" />
          {[0, 72, 144, 216, 288].map((angle) => (
            <path key={angle} d="M-1.8-3.1-1.2-13.5h2.4l.6 10.4z" transform={`rotate(${angle})`} fill={RIM} />
          ))}
          <circle r="4.2" fill={RIM} />
          <circle r="1.6" fill="#334155" />
        </g>
        <text x="64" y="30" fontFamily="inherit" fontSize="24" fontWeight="800" letterSpacing="-.5" textLength="168" lengthAdjust="spacingAndGlyphs">
          <tspan className={inverted ? "fill-red-400" : "fill-brand-600 dark:fill-red-400"}>Rengas-</tspan>
          <tspan fill="currentColor">Kaarto</tspan>
        </text>
        <path d="M64 38c40 10 110 10 168-2" fill="none" stroke="#b91c1c" strokeWidth="3" strokeLinecap="round" />
        <text x="65" y="53" fontFamily="inherit" fontSize="9" fontWeight="700" fill="currentColor" fillOpacity=".6" textLength="166" lengthAdjust="spacing">
          LOHJA · RENKAAT · VANTEET
        </text>
      </svg>
    </Link>
  );
}
