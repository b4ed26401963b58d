/** The brand mark: a rounded square with a "U". */
export function Logo() {
  return (
    <svg className="shell-logo" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="var(--ui-color-primary)" />
      <path
        d="M9 10v8a7 7 0 0 0 14 0v-8"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
