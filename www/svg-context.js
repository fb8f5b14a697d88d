// A recording stand-in for a canvas 2D context that writes SVG: the tree's own drawing code
// (render.js, the games' node boards) draws through it unchanged, and the result is vector art
// with every label a <text> element a teacher can edit in a slide tool. Pure: the text measure is
// handed in (a real canvas's in the page; an estimate under Node).
//
// Covered: paths (moveTo, lineTo, closePath, rect, arc, arcTo, ellipse, quadraticCurveTo,
// bezierCurveTo, roundRect), fill, stroke, clip, fillRect, strokeRect, clearRect, fillText,
// strokeText, measureText, save/restore, translate/rotate/scale/transform/setTransform/
// resetTransform/getTransform, setLineDash/getLineDash, and the style properties. Not covered:
// drawImage, image data, gradients and patterns (a gradient or pattern paints as grey).

const r2 = (v) => (Math.abs(v) < 1e-9 ? 0 : Math.round(v * 100) / 100);
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
// XML 1.0 allows no control characters other than tab, line feed and carriage return.
// eslint-disable-next-line no-control-regex
const xmlText = (s) => esc(String(s).replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, ''));

/** The parts of a CSS font shorthand ("italic 700 14px/1.2 system-ui, sans-serif"). */
export function parseFont(font) {
  const out = { style: 'normal', weight: '400', size: 10, family: 'sans-serif' };
  const m = /^\s*((?:(?:normal|italic|oblique|small-caps|bold|bolder|lighter|\d{3})\s+)*)(\d*\.?\d+)(px|pt)(?:\/\S+)?\s+(.+?)\s*$/.exec(String(font));
  if (!m) return out;
  for (const w of m[1].trim().split(/\s+/).filter(Boolean)) {
    if (w === 'italic' || w === 'oblique') out.style = w;
    else if (w === 'bold') out.weight = '700';
    else if (/^\d{3}$/.test(w)) out.weight = w;
  }
  out.size = parseFloat(m[2]) * (m[3] === 'pt' ? 4 / 3 : 1);
  out.family = m[4];
  return out;
}

/**
 * The font family for an SVG read outside a browser: slide tools know no "system-ui", so the
 * usual system fonts follow it (the browser, which knows it, takes the first).
 */
export function svgFamily(family) {
  return String(family).replace(/\bsystem-ui\b/, "system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', 'Liberation Sans', Arial");
}

/** A CSS colour for SVG: rgba()/hsla() split into the colour and its opacity (older SVG readers). */
export function parseColor(c) {
  if (typeof c !== 'string') return { color: '#808080', opacity: 1 };
  const m = /^\s*(rgb|hsl)a?\(\s*([^,\s]+)[,\s]+([^,\s]+)[,\s]+([^,\s/)]+)(?:\s*[,/]\s*([^)\s]+))?\s*\)\s*$/i.exec(c);
  if (!m) return { color: c.trim(), opacity: 1 };
  let a = m[5] === undefined ? 1 : m[5].endsWith('%') ? parseFloat(m[5]) / 100 : parseFloat(m[5]);
  if (!Number.isFinite(a)) a = 1;
  return { color: `${m[1].toLowerCase()}(${m[2]}, ${m[3]}, ${m[4]})`, opacity: a };
}

/** The width of `text` in `font` without a canvas: about 0.6 em a character (for Node's tests). */
export function estimateText(font, text) {
  const f = parseFont(font);
  const bold = +f.weight >= 600 ? 1.06 : 1;
  return { width: String(text).length * f.size * 0.58 * bold };
}

// Where the alphabetic baseline stands below the line textBaseline names, in em (fallbacks for
// measurers that do not report alphabeticBaseline).
const BASELINE_EM = { alphabetic: 0, ideographic: -0.2, bottom: -0.22, top: 0.78, hanging: 0.68, middle: 0.28 };
const ANCHOR = { left: 'start', start: 'start', center: 'middle', right: 'end', end: 'end' };

const IDENTITY = [1, 0, 0, 1, 0, 0];
const mul = (m, n) => [
  m[0] * n[0] + m[2] * n[1], m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3], m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4], m[1] * n[4] + m[3] * n[5] + m[5],
];

export class SvgContext {
  /**
   * `width`, `height`: the drawing's size in CSS pixels (the SVG's viewBox). `measure(font, text,
   * baseline)` → {width, alphabeticBaseline?}: a canvas's measureText (estimateText without one).
   * @param {{ width?: number, height?: number, measure?: ((font: string, text: string, baseline?: string) => { width: number, alphabeticBaseline?: number }) | null }} [size]
   */
  constructor({ width, height, measure = null } = {}) {
    this.width = width;
    this.height = height;
    this.canvas = { width, height };
    this.measure = measure || estimateText;
    this.parts = [];
    this.defs = [];
    this.clipCount = 0;
    this.stack = [];
    this.path = '';
    this.px = 0; this.py = 0; // the current point (user space), for arcTo
    this.sx = 0; this.sy = 0; // the subpath's start
    this.s = {
      fillStyle: '#000', strokeStyle: '#000', lineWidth: 1, lineCap: 'butt', lineJoin: 'miter', miterLimit: 10,
      globalAlpha: 1, font: '10px sans-serif', textAlign: 'start', textBaseline: 'alphabetic', direction: 'inherit',
      lineDash: [], lineDashOffset: 0, globalCompositeOperation: 'source-over', imageSmoothingEnabled: true,
      shadowBlur: 0, shadowColor: 'rgba(0, 0, 0, 0)', shadowOffsetX: 0, shadowOffsetY: 0, filter: 'none',
      letterSpacing: '0px', fontKerning: 'auto', textRendering: 'auto', wordSpacing: '0px',
      m: IDENTITY, clip: null,
    };
  }

  // ------------------------------------------------------------------ state

  save() { this.stack.push({ ...this.s, lineDash: [...this.s.lineDash] }); }
  restore() { if (this.stack.length) this.s = this.stack.pop(); }
  reset() {
    const { width, height, measure } = this;
    Object.assign(this, new SvgContext({ width, height, measure }));
  }

  setLineDash(d) {
    if (!Array.isArray(d) || d.some((x) => !Number.isFinite(x) || x < 0)) return;
    this.s.lineDash = d.length % 2 ? [...d, ...d] : [...d];
  }
  getLineDash() { return [...this.s.lineDash]; }

  translate(x, y) { this.s.m = mul(this.s.m, [1, 0, 0, 1, x, y]); }
  scale(x, y) { this.s.m = mul(this.s.m, [x, 0, 0, y, 0, 0]); }
  rotate(a) { const c = Math.cos(a), s = Math.sin(a); this.s.m = mul(this.s.m, [c, s, -s, c, 0, 0]); }
  transform(a, b, c, d, e, f) { this.s.m = mul(this.s.m, [a, b, c, d, e, f]); }
  /** A matrix's six numbers, or one DOMMatrix-like object holding them. @param {number | DOMMatrix2DInit} [a] */
  setTransform(a = 1, b = 0, c = 0, d = 1, e = 0, f = 0) {
    if (typeof a === 'object' && a !== null) ({ a = 1, b = 0, c = 0, d = 1, e = 0, f = 0 } = a);
    this.s.m = [/** @type {number} */ (a), b, c, d, e, f];
  }
  resetTransform() { this.s.m = IDENTITY; }
  getTransform() {
    const [a, b, c, d, e, f] = this.s.m;
    return { a, b, c, d, e, f, is2D: true, isIdentity: this.isIdentity() };
  }
  isIdentity() { return this.s.m.every((v, i) => v === IDENTITY[i]); }

  // ------------------------------------------------------------------ paths (kept in device space)

  pt(x, y) {
    const m = this.s.m;
    return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
  }
  beginPath() { this.path = ''; }
  moveTo(x, y) {
    const [X, Y] = this.pt(x, y);
    this.path += `M${r2(X)} ${r2(Y)}`;
    this.px = this.sx = x; this.py = this.sy = y;
  }
  lineTo(x, y) {
    if (!this.path) return this.moveTo(x, y);
    const [X, Y] = this.pt(x, y);
    this.path += `L${r2(X)} ${r2(Y)}`;
    this.px = x; this.py = y;
  }
  closePath() {
    if (!this.path) return;
    this.path += 'Z';
    this.px = this.sx; this.py = this.sy;
  }
  quadraticCurveTo(cx, cy, x, y) {
    if (!this.path) this.moveTo(cx, cy);
    const [A, B] = this.pt(cx, cy), [X, Y] = this.pt(x, y);
    this.path += `Q${r2(A)} ${r2(B)} ${r2(X)} ${r2(Y)}`;
    this.px = x; this.py = y;
  }
  bezierCurveTo(c1x, c1y, c2x, c2y, x, y) {
    if (!this.path) this.moveTo(c1x, c1y);
    const [A, B] = this.pt(c1x, c1y), [C, D] = this.pt(c2x, c2y), [X, Y] = this.pt(x, y);
    this.path += `C${r2(A)} ${r2(B)} ${r2(C)} ${r2(D)} ${r2(X)} ${r2(Y)}`;
    this.px = x; this.py = y;
  }
  rect(x, y, w, h) {
    this.moveTo(x, y); this.lineTo(x + w, y); this.lineTo(x + w, y + h); this.lineTo(x, y + h); this.closePath();
    this.px = x; this.py = y;
  }
  roundRect(x, y, w, h, radii = 0) {
    const r = Math.max(0, Math.min(Array.isArray(radii) ? +radii[0] || 0 : +radii || 0, Math.abs(w) / 2, Math.abs(h) / 2));
    if (!r) return this.rect(x, y, w, h);
    this.moveTo(x + r, y);
    this.arcTo(x + w, y, x + w, y + h, r);
    this.arcTo(x + w, y + h, x, y + h, r);
    this.arcTo(x, y + h, x, y, r);
    this.arcTo(x, y, x + w, y, r);
    this.closePath();
  }
  /** An elliptical arc as cubic Béziers (exact under any affine transform, within 0.03 %). */
  ellipse(x, y, rx, ry, rot, a0, a1, ccw = false) {
    const TAU = Math.PI * 2;
    let sweep = a1 - a0;
    if (!ccw && sweep >= TAU) sweep = TAU;
    else if (ccw && -sweep >= TAU) sweep = -TAU;
    else if (!ccw) { sweep %= TAU; if (sweep < 0) sweep += TAU; }
    else { sweep %= TAU; if (sweep > 0) sweep -= TAU; }
    const cr = Math.cos(rot), sr = Math.sin(rot);
    const at = (a) => {
      const ex = rx * Math.cos(a), ey = ry * Math.sin(a);
      return [x + ex * cr - ey * sr, y + ex * sr + ey * cr];
    };
    const d = (a) => {
      const ex = -rx * Math.sin(a), ey = ry * Math.cos(a);
      return [ex * cr - ey * sr, ex * sr + ey * cr];
    };
    const [x0, y0] = at(a0);
    if (this.path) this.lineTo(x0, y0); else this.moveTo(x0, y0);
    const n = Math.max(1, Math.ceil(Math.abs(sweep) / (Math.PI / 2) - 1e-9));
    const step = sweep / n, k = (4 / 3) * Math.tan(step / 4);
    for (let i = 0; i < n; i++) {
      const s0 = a0 + i * step, s1 = s0 + step;
      const [p0x, p0y] = at(s0), [p1x, p1y] = at(s1), [d0x, d0y] = d(s0), [d1x, d1y] = d(s1);
      this.bezierCurveTo(p0x + k * d0x, p0y + k * d0y, p1x - k * d1x, p1y - k * d1y, p1x, p1y);
    }
  }
  arc(x, y, r, a0, a1, ccw = false) { this.ellipse(x, y, r, r, 0, a0, a1, ccw); }
  arcTo(x1, y1, x2, y2, r) {
    if (!this.path) this.moveTo(x1, y1);
    const x0 = this.px, y0 = this.py;
    const ax = x0 - x1, ay = y0 - y1, bx = x2 - x1, by = y2 - y1;
    const la = Math.hypot(ax, ay), lb = Math.hypot(bx, by);
    const cross = ax * by - ay * bx;
    if (!r || !la || !lb || Math.abs(cross) < 1e-9) return this.lineTo(x1, y1);
    const cos = (ax * bx + ay * by) / (la * lb);
    const half = Math.acos(Math.max(-1, Math.min(1, cos))) / 2;
    const t = r / Math.tan(half);
    const t0x = x1 + (ax / la) * t, t0y = y1 + (ay / la) * t, t1x = x1 + (bx / lb) * t, t1y = y1 + (by / lb) * t;
    // The centre lies along the bisector, r / sin(half) from the corner.
    const mx = ax / la + bx / lb, my = ay / la + by / lb, ml = Math.hypot(mx, my);
    const cd = r / Math.sin(half);
    const cx = x1 + (mx / ml) * cd, cy = y1 + (my / ml) * cd;
    this.lineTo(t0x, t0y);
    this.ellipse(cx, cy, r, r, 0, Math.atan2(t0y - cy, t0x - cx), Math.atan2(t1y - cy, t1x - cx), cross > 0);
  }

  // ------------------------------------------------------------------ painting

  /** The average scale of the transform: line widths and dashes follow it. */
  scaleOf() { const m = this.s.m; return Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2])) || 1; }

  paint(kind, style) {
    if (typeof style === 'string') return parseColor(style);
    return { color: '#808080', opacity: 1 };
  }

  common() {
    let a = '';
    if (this.s.globalAlpha < 1) a += ` opacity="${r2(this.s.globalAlpha)}"`;
    if (this.s.clip) a += ` clip-path="url(#${this.s.clip})"`;
    return a;
  }
  fillAttrs() {
    const { color, opacity } = this.paint('fill', this.s.fillStyle);
    return ` fill="${esc(color)}"${opacity < 1 ? ` fill-opacity="${r2(opacity)}"` : ''}`;
  }
  strokeAttrs() {
    const { color, opacity } = this.paint('stroke', this.s.strokeStyle);
    const k = this.scaleOf();
    let a = ` stroke="${esc(color)}" stroke-width="${r2(this.s.lineWidth * k)}"`;
    if (opacity < 1) a += ` stroke-opacity="${r2(opacity)}"`;
    if (this.s.lineCap !== 'butt') a += ` stroke-linecap="${esc(this.s.lineCap)}"`;
    if (this.s.lineJoin !== 'miter') a += ` stroke-linejoin="${esc(this.s.lineJoin)}"`;
    else if (this.s.miterLimit !== 10) a += ` stroke-miterlimit="${r2(this.s.miterLimit)}"`;
    if (this.s.lineDash.length) {
      a += ` stroke-dasharray="${this.s.lineDash.map((d) => r2(d * k)).join(' ')}"`;
      if (this.s.lineDashOffset) a += ` stroke-dashoffset="${r2(this.s.lineDashOffset * k)}"`;
    }
    return a;
  }

  fill(a, b) {
    // fill(), fill(rule), fill(path2d, rule): only the current path is known here.
    const rule = typeof a === 'string' ? a : typeof b === 'string' ? b : 'nonzero';
    if (!this.path) return;
    this.parts.push(`<path d="${this.path}"${this.fillAttrs()}${rule === 'evenodd' ? ' fill-rule="evenodd"' : ''}${this.common()}/>`);
  }
  stroke() {
    if (!this.path) return;
    this.parts.push(`<path d="${this.path}" fill="none"${this.strokeAttrs()}${this.common()}/>`);
  }
  clip(a) {
    const rule = typeof a === 'string' ? a : 'nonzero';
    if (!this.path) return;
    const id = `clip${++this.clipCount}`;
    const parent = this.s.clip ? ` clip-path="url(#${this.s.clip})"` : '';
    this.defs.push(`<clipPath id="${id}"><path d="${this.path}"${rule === 'evenodd' ? ' clip-rule="evenodd"' : ''}${parent}/></clipPath>`);
    this.s.clip = id;
  }

  /** An axis-aligned rectangle as <rect> when the transform keeps it one; else as a path. */
  rectShape(x, y, w, h) {
    const m = this.s.m;
    if (m[1] === 0 && m[2] === 0) {
      const [X0, Y0] = this.pt(x, y), [X1, Y1] = this.pt(x + w, y + h);
      return `<rect x="${r2(Math.min(X0, X1))}" y="${r2(Math.min(Y0, Y1))}" width="${r2(Math.abs(X1 - X0))}" height="${r2(Math.abs(Y1 - Y0))}"`;
    }
    const saved = this.path;
    this.path = '';
    this.rect(x, y, w, h);
    const d = this.path;
    this.path = saved;
    return `<path d="${d}"`;
  }
  fillRect(x, y, w, h) {
    if (!w || !h) return;
    this.parts.push(`${this.rectShape(x, y, w, h)}${this.fillAttrs()}${this.common()}/>`);
  }
  strokeRect(x, y, w, h) {
    this.parts.push(`${this.rectShape(x, y, w, h)} fill="none"${this.strokeAttrs()}${this.common()}/>`);
  }
  /** Clearing paints white: the tree's canvas is opaque, and a slide wants no holes. */
  clearRect(x, y, w, h) {
    if (!w || !h) return;
    this.parts.push(`${this.rectShape(x, y, w, h)} fill="#fff"/>`);
  }

  // ------------------------------------------------------------------ text

  measureText(text) {
    const m = this.measure(this.s.font, String(text), 'alphabetic');
    return { width: m.width, actualBoundingBoxLeft: 0, actualBoundingBoxRight: m.width, ...m };
  }

  text(kind, text, x, y, maxWidth) {
    const str = String(text);
    if (!str) return;
    const f = parseFont(this.s.font);
    const base = this.s.textBaseline;
    let shift = BASELINE_EM[base] === undefined ? 0 : BASELINE_EM[base] * f.size;
    if (base !== 'alphabetic') {
      const mb = this.measure(this.s.font, str, base);
      if (mb && Number.isFinite(mb.alphabeticBaseline)) shift = -mb.alphabeticBaseline;
    }
    let attrs = ` font-family="${esc(svgFamily(f.family))}" font-size="${r2(f.size)}"`;
    if (f.weight !== '400') attrs += ` font-weight="${f.weight}"`;
    if (f.style !== 'normal') attrs += ` font-style="${f.style}"`;
    const anchor = ANCHOR[this.s.textAlign] || 'start';
    if (anchor !== 'start') attrs += ` text-anchor="${anchor}"`;
    if (maxWidth !== undefined && Number.isFinite(maxWidth) && maxWidth > 0) {
      const w = this.measure(this.s.font, str, 'alphabetic').width;
      if (w > maxWidth) attrs += ` textLength="${r2(maxWidth)}" lengthAdjust="spacingAndGlyphs"`;
    }
    attrs += kind === 'fill' ? this.fillAttrs() : ` fill="none"${this.strokeAttrs()}`;
    // Plain positions where the transform is a translation; the transform itself where it turns
    // or scales (the leaves' sideways labels), so the text stays text.
    const m = this.s.m;
    let pos;
    if (m[0] === 1 && m[1] === 0 && m[2] === 0 && m[3] === 1) pos = ` x="${r2(x + m[4])}" y="${r2(y + shift + m[5])}"`;
    else pos = ` transform="matrix(${m.map(r2).join(' ')})" x="${r2(x)}" y="${r2(y + shift)}"`;
    this.parts.push(`<text${pos}${attrs}${this.common()} xml:space="preserve">${xmlText(str)}</text>`);
  }
  fillText(text, x, y, maxWidth) { this.text('fill', text, x, y, maxWidth); }
  strokeText(text, x, y, maxWidth) { this.text('stroke', text, x, y, maxWidth); }

  // ------------------------------------------------------------------ what a canvas has and SVG does not

  drawImage() {}
  createLinearGradient() { return { addColorStop() {} }; }
  createRadialGradient() { return { addColorStop() {} }; }
  createConicGradient() { return { addColorStop() {} }; }
  createPattern() { return null; }
  isPointInPath() { return false; }
  isPointInStroke() { return false; }
  getContextAttributes() { return { alpha: false }; }

  /** The SVG document. `title`: its <title> (read by screen readers and slide tools). */
  toSVG({ title = '', background = '#fff' } = {}) {
    const W = r2(this.width), H = r2(this.height);
    const head = `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">\n`;
    const t = title ? `<title>${xmlText(title)}</title>\n` : '';
    const defs = this.defs.length ? `<defs>\n${this.defs.join('\n')}\n</defs>\n` : '';
    const bg = background ? `<rect width="${W}" height="${H}" fill="${esc(background)}"/>\n` : '';
    // A canvas's miter limit is 10 (SVG's 4): set once around the drawing.
    return `${head}${t}${defs}${bg}<g stroke-miterlimit="10">\n${this.parts.join('\n')}\n</g>\n</svg>\n`;
  }
}

// The style properties, on the context as a canvas has them.
for (const k of ['fillStyle', 'strokeStyle', 'lineWidth', 'lineCap', 'lineJoin', 'miterLimit', 'globalAlpha', 'font',
  'textAlign', 'textBaseline', 'direction', 'lineDashOffset', 'globalCompositeOperation', 'imageSmoothingEnabled',
  'shadowBlur', 'shadowColor', 'shadowOffsetX', 'shadowOffsetY', 'filter', 'letterSpacing', 'fontKerning', 'textRendering', 'wordSpacing']) {
  Object.defineProperty(SvgContext.prototype, k, {
    get() { return this.s[k]; },
    set(v) {
      if ((k === 'lineWidth' || k === 'miterLimit') && !(v > 0 && Number.isFinite(v))) return;
      if (k === 'globalAlpha' && !(v >= 0 && v <= 1)) return;
      this.s[k] = v;
    },
    enumerable: true,
  });
}
