/** Small icons antd-mobile-icons lacks. They inherit size (1em) and colour. */
export function SwapIcon({ vertical = false }: { vertical?: boolean }) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      style={vertical ? { transform: 'rotate(90deg)' } : undefined}
    >
      <path d="M7 4 3 8l4 4" />
      <path d="M3 8h14" />
      <path d="m17 20 4-4-4-4" />
      <path d="M21 16H7" />
    </svg>
  );
}
