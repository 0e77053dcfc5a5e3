import * as RadixTooltip from '@radix-ui/react-tooltip';
import { createContext, useContext } from 'react';
import type { ComponentPropsWithRef, ReactElement, ReactNode } from 'react';
import type { PopoverAlign, PopoverSide } from '../popover/popover';
import * as styles from './tooltip.css';

/** How long the pointer rests on a trigger before its tooltip opens, in ms (Radix's 700 feels slow). */
export const defaultTooltipDelay = 300;

// Lets a TooltipRoot know whether the app mounted a provider, so a lone tooltip still works.
const ProviderPresentContext = createContext(false);

export type TooltipProviderProps = RadixTooltip.TooltipProviderProps;

/**
 * Shares the open delay among tooltips: once one is open, moving to the next shows it at once.
 * Mount one near the root of the app; a tooltip without one makes its own.
 */
export function TooltipProvider({ delayDuration = defaultTooltipDelay, ...props }: TooltipProviderProps) {
  return (
    <ProviderPresentContext value={true}>
      <RadixTooltip.Provider delayDuration={delayDuration} {...props} />
    </ProviderPresentContext>
  );
}

TooltipProvider.displayName = 'TooltipProvider';

export type TooltipRootProps = RadixTooltip.TooltipProps;

/** Holds one tooltip's open state; opens on hover (after the delay) and on keyboard focus. */
export function TooltipRoot(props: TooltipRootProps) {
  const hasProvider = useContext(ProviderPresentContext);
  const root = <RadixTooltip.Root {...props} />;
  return hasProvider ? (
    root
  ) : (
    <RadixTooltip.Provider delayDuration={defaultTooltipDelay}>{root}</RadixTooltip.Provider>
  );
}

TooltipRoot.displayName = 'TooltipRoot';

export type TooltipTriggerProps = ComponentPropsWithRef<typeof RadixTooltip.Trigger>;

/** The described element; use `asChild` around a focusable control (a `<Button>`). */
export function TooltipTrigger(props: TooltipTriggerProps) {
  return <RadixTooltip.Trigger {...props} />;
}

TooltipTrigger.displayName = 'TooltipTrigger';

export interface TooltipContentProps extends ComponentPropsWithRef<typeof RadixTooltip.Content> {
  /** Draws the little arrow pointing at the trigger. Default `true`. */
  showArrow?: boolean | undefined;
  /** Where to portal the tooltip. Default `document.body`. */
  container?: HTMLElement | null | undefined;
}

/**
 * The tooltip bubble, portalled at `layers.tooltip`. Its text becomes the trigger's accessible
 * description, so an icon button keeps its own name (`aria-label`) and gains a hint.
 */
export function TooltipContent({
  showArrow = true,
  container,
  sideOffset = 6,
  collisionPadding = 8,
  className,
  children,
  ref,
  ...props
}: TooltipContentProps) {
  return (
    <RadixTooltip.Portal container={container}>
      <RadixTooltip.Content
        {...props}
        ref={ref}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={[styles.content, className].filter(Boolean).join(' ')}
      >
        {children}
        {showArrow ? <RadixTooltip.Arrow className={styles.arrow} width={10} height={5} /> : null}
      </RadixTooltip.Content>
    </RadixTooltip.Portal>
  );
}

TooltipContent.displayName = 'TooltipContent';

export interface TooltipProps extends Omit<TooltipRootProps, 'children'> {
  /** The hint. */
  content: ReactNode;
  /** The trigger: one focusable element that takes a ref and props (a `<Button>` does). */
  children: ReactElement;
  /** Default `top`; it flips when there is no room. */
  side?: PopoverSide | undefined;
  /** Default `center`. */
  align?: PopoverAlign | undefined;
  /** Class of the bubble. */
  className?: string | undefined;
}

/** The short form: `<Tooltip content="엔진 정보 수정"><Button iconOnly aria-label="수정">…</Button></Tooltip>`. */
export function Tooltip({
  content,
  children,
  side = 'top',
  align = 'center',
  className,
  ...rootProps
}: TooltipProps) {
  return (
    <TooltipRoot {...rootProps}>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side={side} align={align} className={className}>
        {content}
      </TooltipContent>
    </TooltipRoot>
  );
}

Tooltip.displayName = 'Tooltip';
