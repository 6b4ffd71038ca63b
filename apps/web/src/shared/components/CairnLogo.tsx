/** The Cairn mark: a stack of stones, drawn inline so it needs no request and scales cleanly. */
export function CairnLogo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <ellipse cx="32" cy="54" rx="22" ry="7" fill="#5b6b7a" />
      <ellipse cx="32" cy="41" rx="17" ry="6.5" fill="#7a8a99" />
      <ellipse cx="32" cy="29" rx="12.5" ry="5.5" fill="#98a7b5" />
      <ellipse cx="32" cy="18.5" rx="8.5" ry="4.5" fill="#b6c3cf" />
      <ellipse cx="32" cy="10" rx="5" ry="3.5" fill="#d3dde6" />
    </svg>
  );
}
