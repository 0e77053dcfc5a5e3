import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';

// Cards stacked on a phone: when one above got its data and grew (three placeholder lines became two
// projects and an invitation), every card below it jumped down while the reader was looking at them
// (Lighthouse counted a layout shift of 0.09 on the dashboard). So a group of cards renders out of
// sight, fetching as usual, while a placeholder of it shows; once each card has answered (data, empty
// or an error) the cards take the placeholder's place at once, in their final sizes. Elements that
// appear are no layout shift; elements that stay and move are.

/** A group whose slowest card has not answered in this time is shown as it is. */
const longestHold = 3000;

/** Holds the group back; the function it answers lets go. */
type Hold = () => () => void;

const GroupContext = createContext<Hold | null>(null);

/** Cards (`children`) laid out by `className` that appear together, `placeholder` until then. */
export function RevealTogether({
  className,
  placeholder,
  children,
}: {
  className: string;
  placeholder: ReactNode;
  children: ReactNode;
}) {
  const holds = useRef(0);
  const [revealed, setRevealed] = useState(false);
  // A card letting go re-renders the group, whose effect then counts what still holds it.
  const [releases, recount] = useReducer((n: number) => n + 1, 0);
  const hold = useCallback<Hold>(() => {
    holds.current += 1;
    return () => {
      holds.current -= 1;
      recount();
    };
  }, []);
  // The cards are drawn (out of sight) a task after the group: the render that takes the page's
  // markup over (main.tsx) then draws the placeholder alone, not every card twice in one long task.
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDrawn(true));
    return () => clearTimeout(timer);
  }, []);
  // Cards take their holds in layout effects, which run before this passive one.
  useEffect(() => {
    if (drawn && !revealed && holds.current === 0) setRevealed(true);
  }, [drawn, revealed, releases]);
  useEffect(() => {
    const timer = setTimeout(() => setRevealed(true), longestHold);
    return () => clearTimeout(timer);
  }, []);
  return (
    <GroupContext.Provider value={revealed ? null : hold}>
      {revealed ? null : <div className={className}>{placeholder}</div>}
      {/* `hidden` on a wrapper: the layout's own `display` would override it on the grid itself. */}
      {drawn ? (
        <div hidden={!revealed}>
          <div className={className}>{children}</div>
        </div>
      ) : null}
    </GroupContext.Provider>
  );
}

/** Holds the card's group (RevealTogether) back while `pending`: the card has not answered yet. */
export function useHoldReveal(pending: boolean) {
  const hold = useContext(GroupContext);
  useLayoutEffect(() => (pending && hold ? hold() : undefined), [pending, hold]);
}

/** Holds its group back while it is shown: a lazy card's fallback, while the card's module loads. */
export function HoldReveal() {
  useHoldReveal(true);
  return null;
}
