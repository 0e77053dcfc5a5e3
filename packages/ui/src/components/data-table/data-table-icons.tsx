import type { ReactNode, SVGProps } from 'react';

// The table's glyphs (24×24, stroke = currentColor). Decoration only: the control that shows one
// carries the accessible name, so every icon is aria-hidden.
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

function Svg({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </Svg>
  );
}

/** Both arrows when unsorted, one when sorted. */
export function SortIcon({
  sort,
  ...props
}: Omit<IconProps, 'direction'> & { sort: 'asc' | 'desc' | false }) {
  return (
    <Svg {...props}>
      {sort !== 'desc' ? <path d="m7 10 5-5 5 5" /> : null}
      {sort !== 'asc' ? <path d="m7 14 5 5 5-5" /> : null}
    </Svg>
  );
}

export function FilterIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 5h16l-6 7.5V19l-4-2v-4.5L4 5Z" />
    </Svg>
  );
}

export function ChevronIcon({ side, ...props }: Omit<IconProps, 'direction'> & { side: 'left' | 'right' }) {
  return <Svg {...props}>{side === 'left' ? <path d="m15 6-6 6 6 6" /> : <path d="m9 6 6 6-6 6" />}</Svg>;
}

export function ChevronsIcon({ side, ...props }: Omit<IconProps, 'direction'> & { side: 'left' | 'right' }) {
  return (
    <Svg {...props}>
      {side === 'left' ? <path d="m17 6-6 6 6 6M11 6l-6 6 6 6" /> : <path d="m7 6 6 6-6 6M13 6l6 6-6 6" />}
    </Svg>
  );
}
