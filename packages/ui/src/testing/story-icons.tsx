import { Svg, type IconProps } from '../icons/icons';

// Story-only glyphs for icon buttons in the kit's stories, drawn in the kit's own icon frame. They
// are decoration: the button that shows one carries the accessible name.

/** A glyph of one stroked path. */
const glyph = (path: string) =>
  function StoryGlyph(props: IconProps) {
    return (
      <Svg {...props}>
        <path d={path} />
      </Svg>
    );
  };

export const PencilIcon = glyph('M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z');
export const TrashIcon = glyph('M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6');
