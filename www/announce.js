// The narration for a screen reader: a polite live region says a step's sentence when the step
// rests (a manual step, a pause, the end of play), never each step while playing, where a new
// sentence every 90 ms would only interrupt itself. Pure: the live region is a function given in.

export class Announcer {
  /** `say(text)`: puts the sentence into the live region. @param {(text: string) => void} say */
  constructor(say) {
    this.say = say;
    /** @type {string | null} */
    this.last = null;     // the sentence said last
    this.wasPlaying = false;
  }

  /**
   * One frame: whether the player is playing, and the narration shown (null: not yet the current step's).
   * @param {boolean} playing @param {string | null | undefined} text
   */
  frame(playing, text) {
    if (playing) { this.wasPlaying = true; return; }
    if (text == null || text === '') return;
    if (text === this.last && !this.wasPlaying) return;
    this.wasPlaying = false;
    this.last = text;
    this.say(text);
  }
}

/** A `say` for a live region element: the same sentence twice in a row is still a change (a trailing no-break space comes and goes), so a pause on the step already said is heard. */
/** @param {HTMLElement} el @returns {(text: string) => void} */
export function liveRegion(el) {
  let odd = false;
  return (text) => { odd = !odd; el.textContent = odd ? text : text + '\u00a0'; };
}
