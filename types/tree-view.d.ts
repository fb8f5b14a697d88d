// What the page's modules set on a TreeView (www/render.js) from outside; unset, each reads as off.
import type { TreeView } from '../www/render.js';
declare module '../www/render.js' {
  interface TreeView {
    /** Presenter view's and the projector's larger words. */
    fontScale?: number;
    textScale?: number;
    /** The projector's margin kept while the view follows the step. */
    followMargin?: number;
    /** Practice: the node on show, the candidates ringed, the values kept back, its own edges. */
    currentNode?: number | null;
    rings?: Iterable<number> | null;
    valueHidden?: (v: number, state: number) => boolean;
    edgeStyle?: (v: number, state: number) => { color: string, width: number, dash?: number[], cut?: boolean } | null;
    /** The split view's marks, drawn over the tree. */
    overlay?: (ctx: CanvasRenderingContext2D, view: TreeView, step: number) => void;
  }
}
