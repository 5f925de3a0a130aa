const RIM = "#cbd5e1";

/** Kaartobotti's mark: the shop logo's tyre, drawn inline so it needs no request and suits both themes. */
export function BotAvatar({ className = "h-8 w-8" }: { className?: string }) {
  return (
    <svg viewBox="-28 -28 56 56" aria-hidden="true" focusable="false" className={`shrink-0 ${className}`}>
      <circle r="27" fill="#0b0f17" />
      <circle r="24.2" fill="none" stroke="#2b3446" strokeWidth="2.6" strokeDasharray="2.6 1.6" />
      <circle r="20.8" fill="#151b26" />
      <circle r="15.6" fill={RIM} stroke="#b91c1c" strokeWidth="1.2" />
      <circle r="13" fill="#1e293b" />
      {[0, 72, 144, 216, 288].map((angle) => (
        <path key={angle} d="M-1.8-3.1-1.2-13.5h2.4l.6 10.4z" transform={`rotate(${angle})`} fill={RIM} />
      ))}
      <circle r="4.2" fill={RIM} />
      <circle r="1.6" fill="#b91c1c" />
    </svg>
  );
}
