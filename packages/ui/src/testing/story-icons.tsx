import type { SVGProps } from 'react';

// Story-only glyphs for icon buttons in the kit's stories. They are decoration: the button that
// shows one carries the accessible name.
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/** A glyph of one stroked path in a 24×24 box, sized to the text (stroke = currentColor). */
const glyph = (path: string) =>
  function StoryGlyph(props: IconProps) {
    return (
      <svg
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
        <path d={path} />
      </svg>
    );
  };

export const PencilIcon = glyph('M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z');
export const TrashIcon = glyph('M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6');
