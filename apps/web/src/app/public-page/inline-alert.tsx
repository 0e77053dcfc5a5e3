import { callout } from './public-page.css';

/**
 * A refusal or failure said where it can be fixed (a toast may be missed): announced at once, and
 * nothing at all while there is no message.
 */
export function InlineAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className={callout.danger}>
      {message}
    </p>
  );
}
