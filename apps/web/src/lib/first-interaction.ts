/**
 * Work that the first screen does not need waits for the visitor to do something: no
 * download or script evaluation competes with the page's hydration or with a phone's first
 * seconds, and none lands in the window where Lighthouse measures blocking time.
 */

/** Events that show intent: the visitor is about to use the page. */
export const INTERACTION_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'wheel'] as const;

/**
 * Calls `callback` once, on the first of {@link INTERACTION_EVENTS} anywhere in the document
 * (capture phase, so nothing can stop it), or after `fallbackMs` (if given) counted from the
 * page's `load` event. Returns a function that cancels it. In the browser only.
 */
export function onFirstInteraction(callback: () => void, fallbackMs?: number): () => void {
  let done = false;
  let timer: number | undefined;
  const fire = () => {
    if (done) return;
    cancel();
    callback();
  };
  const startTimer = () => {
    if (fallbackMs !== undefined && !done) timer = window.setTimeout(fire, fallbackMs);
  };
  const cancel = () => {
    done = true;
    for (const type of INTERACTION_EVENTS) document.removeEventListener(type, fire, { capture: true });
    window.removeEventListener('load', startTimer);
    if (timer !== undefined) window.clearTimeout(timer);
  };
  for (const type of INTERACTION_EVENTS) document.addEventListener(type, fire, { capture: true, passive: true });
  if (document.readyState === 'complete') startTimer();
  else window.addEventListener('load', startTimer, { once: true });
  return cancel;
}
