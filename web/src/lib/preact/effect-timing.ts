import { options } from "preact";

/**
 * Passive effects (`useEffect`) run right after the render that scheduled them, as React runs
 * those of a render caused by input, instead of Preact's default of after the next frame. Ark
 * UI's state machines (zag) react to a changed prop in an effect and then look for their elements
 * one frame later: a dialog opened by a button found its title missing and lost its accessible
 * name (aria-labelledby) when its effects waited a frame.
 */
options.requestAnimationFrame = (callback) => queueMicrotask(callback);
