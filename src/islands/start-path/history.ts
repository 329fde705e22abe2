/** What the path keeps in each entry of the browser's history besides its address. */
export interface EntryState {
  /** The entry was added by a step on the path (a tap, before or after the script ran), so Back returns to the screen before it. */
  startStep?: boolean;
  /** Where the visitor had scrolled the result to, so that a return from a guide lands there. */
  startScroll?: number;
  /** Who writes the message, and whether it says the visitor would talk about fault: kept with the result's entry
      (not in its link, which may be sent to someone else), so that a return from the dates page finds them as left. */
  startWriter?: string;
  startFault?: boolean;
}
export const entryState = (): EntryState => (history.state && typeof history.state === 'object' ? (history.state as EntryState) : {});
