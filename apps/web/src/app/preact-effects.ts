import { options } from 'preact';
import { isTakingOver, takeoverOver } from './take-over';

// The app renders on Preact (apps/web/build/preact.mjs). Preact runs effects a frame after a render
// (requestAnimationFrame, then a timeout); React runs them before the next event after an
// interaction. Components written for React count on that: Radix returns focus and lifts a menu's
// scroll lock in effects, and reports a tab or a value change from one. A message task runs them as
// soon as the render's task is over, so the next click or key already finds them done.
const channel = new MessageChannel();
const runSoon = () => channel.port2.postMessage(null);
// Preact asks again only once the effects it asked for have run, always with the same flush.
let flushEffects = () => {};
channel.port1.onmessage = () => {
  // While a landing page is being taken over, they wait until it is over (app/take-over.tsx).
  if (isTakingOver()) void takeoverOver().then(runSoon);
  else flushEffects();
};
options.requestAnimationFrame = (flush) => {
  flushEffects = flush;
  runSoon();
};
