// The page's globals, for the type checker (tsconfig.json): the tests' hooks and what the single
// offline file (scripts/offline.mjs) hands over. Declarations only; nothing here runs.
export {};

declare global {
  interface Window {
    /** The tests' hook on the page, set by the composition root (www/main.js) alone. */
    __cutoff: { [name: string]: any };
    /** The dictionaries' page hooks are attached once (www/i18n-dom.js). */
    __cutoffI18n?: boolean;
    /** For the tests: where practice draws the nodes at some paths, and the edges into them (www/practice/practice.js). */
    __practiceNodes: (paths: string[]) => number[][];
    __practiceEdges: (paths: string[]) => number[][];
  }
  /** The single offline file's worker, from a Blob URL (www/client.js). */
  var __cutoffWorkerUrl: string | undefined;
}
