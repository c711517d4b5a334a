// Board diagrams as SVG, built with DOM calls (no markup strings, so no name or text is ever
// read as markup). Point (col, row): col 0 is "a" on the left, row 0 is "1" at the bottom.
'use strict';

const RenjuBoard = (() => {
  const NS = 'http://www.w3.org/2000/svg';

  function el(tag, attrs, text) {
    const node = document.createElementNS(NS, tag);
    for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  /** Returns [col, row] of a point written "h8", or null. */
  function parsePoint(text) {
    const match = /^([a-z])(\d{1,2})$/.exec(text || '');
    return match ? [match[1].charCodeAt(0) - 97, Number(match[2]) - 1] : null;
  }

  function starPoints(size) {
    if (size < 9) return [];
    const edge = size >= 13 ? 3 : 2;
    const far = size - 1 - edge;
    const middle = (size - 1) / 2;
    const points = [[edge, edge], [edge, far], [far, edge], [far, far]];
    if (size % 2 === 1) points.push([middle, middle]);
    return points;
  }

  /**
   * Returns an <svg> of a board. options: size, stones [{col,row,colour,number}], last [col,row],
   * proposals [[col,row]], crossed [[col,row]], numbers (draw move numbers), coords (draw a-o
   * and 1-15), label (the accessible name). With squares (Ren, seed 002) the stones sit in
   * size x size squares, and ren {rui, niban, groups, captures} marks the rui stones, the niban
   * stones, the last move's scoring groups and the stones it captured.
   */
  function draw(options) {
    if (options.squares) return drawSquares(options);
    const size = options.size || 15;
    // Coordinates take the left and bottom edges; the other two keep room for a stone.
    const near = options.coords ? 1.1 : 0.7;
    const far = 0.7;
    const span = size - 1 + near + far;
    const svg = el('svg', {viewBox: `0 0 ${span} ${span}`, class: 'board', role: 'img',
                           'aria-label': options.label || 'board'});
    const x = (col) => near + col;
    const y = (row) => far + (size - 1 - row);
    svg.append(el('rect', {x: 0, y: 0, width: span, height: span, class: 'wood'}));
    const grid = el('g', {class: 'grid'});
    for (let i = 0; i < size; ++i) {
      grid.append(el('line', {x1: x(0), y1: y(i), x2: x(size - 1), y2: y(i)}));
      grid.append(el('line', {x1: x(i), y1: y(0), x2: x(i), y2: y(size - 1)}));
    }
    svg.append(grid);
    for (const [col, row] of starPoints(size)) {
      svg.append(el('circle', {cx: x(col), cy: y(row), r: 0.09, class: 'star'}));
    }
    if (options.coords) {
      const labels = el('g', {class: 'coords'});
      for (let i = 0; i < size; ++i) {
        labels.append(el('text', {x: x(i), y: y(0) + 0.85}, String.fromCharCode(97 + i)));
        labels.append(el('text', {x: x(0) - 0.75, y: y(i) + 0.15}, String(i + 1)));
      }
      svg.append(labels);
    }
    const last = options.last;
    for (const stone of options.stones || []) {
      const isLast = last && last[0] === stone.col && last[1] === stone.row;
      svg.append(el('circle', {cx: x(stone.col), cy: y(stone.row), r: 0.46,
                               class: `stone ${stone.colour}${isLast ? ' last' : ''}`}));
      if (options.numbers && stone.number > 0) {
        const digits = String(stone.number).length;
        svg.append(el('text', {x: x(stone.col), y: y(stone.row) + 0.17,
                               class: `number on-${stone.colour}${isLast ? ' last' : ''}`,
                               'font-size': digits >= 3 ? 0.38 : 0.48}, String(stone.number)));
      }
    }
    if (last && !options.numbers) {
      svg.append(el('circle', {cx: x(last[0]), cy: y(last[1]), r: 0.17, class: 'last-dot'}));
    }
    for (const [col, row] of options.proposals || []) {
      svg.append(el('circle', {cx: x(col), cy: y(row), r: 0.3, class: 'proposal'}));
    }
    for (const [col, row] of options.crossed || []) {
      const d = 0.25;
      svg.append(el('path', {d: `M${x(col) - d} ${y(row) - d}L${x(col) + d} ${y(row) + d}` +
                                `M${x(col) + d} ${y(row) - d}L${x(col) - d} ${y(row) + d}`,
                             class: 'crossed'}));
    }
    return svg;
  }

  /** Ren's board: squares, stones inside them; see draw(). */
  function drawSquares(options) {
    const size = options.size || 10;
    const near = options.coords ? 1.1 : 0.3;
    const far = 0.3;
    const span = size + near + far;
    const svg = el('svg', {viewBox: `0 0 ${span} ${span}`, class: 'board squares', role: 'img',
                           'aria-label': options.label || 'board'});
    // A square's centre: (col, row) with row 0 at the bottom.
    const x = (col) => near + col + 0.5;
    const y = (row) => far + (size - 1 - row) + 0.5;
    svg.append(el('rect', {x: 0, y: 0, width: span, height: span, class: 'wood'}));
    const grid = el('g', {class: 'grid'});
    for (let i = 0; i <= size; ++i) {
      grid.append(el('line', {x1: near, y1: far + i, x2: near + size, y2: far + i}));
      grid.append(el('line', {x1: near + i, y1: far, x2: near + i, y2: far + size}));
    }
    svg.append(grid);
    if (options.coords) {
      const labels = el('g', {class: 'coords'});
      for (let i = 0; i < size; ++i) {
        labels.append(el('text', {x: x(i), y: far + size + 0.75}, String.fromCharCode(97 + i)));
        labels.append(el('text', {x: near - 0.55, y: y(i) + 0.15}, String(i + 1)));
      }
      svg.append(labels);
    }
    const ren = options.ren || {};
    for (const group of ren.groups || []) {
      const [c1, r1] = group.from;
      const [c2, r2] = group.to;
      svg.append(el('rect', {x: near + Math.min(c1, c2) + 0.06, y: far + (size - 1 - Math.max(r1, r2)) + 0.06,
                             width: Math.abs(c2 - c1) + 0.88, height: Math.abs(r2 - r1) + 0.88,
                             rx: 0.15, class: 'group'}, undefined));
    }
    const isAt = (list, col, row) => (list || []).some(([c, r]) => c === col && r === row);
    const last = options.last;
    for (const stone of options.stones || []) {
      const isLast = last && last[0] === stone.col && last[1] === stone.row;
      const isRui = isAt(ren.rui, stone.col, stone.row);
      svg.append(el('circle', {cx: x(stone.col), cy: y(stone.row), r: 0.4,
                               class: `stone ${stone.colour}${isLast ? ' last' : ''}${isRui ? ' rui' : ''}`}));
      if (options.numbers && stone.number > 0) {
        const digits = String(stone.number).length;
        svg.append(el('text', {x: x(stone.col), y: y(stone.row) + 0.15,
                               class: `number on-${stone.colour}${isLast ? ' last' : ''}`,
                               'font-size': digits >= 3 ? 0.34 : 0.42}, String(stone.number)));
      }
      if (isAt(ren.niban, stone.col, stone.row)) {
        svg.append(el('text', {x: x(stone.col) + 0.28, y: y(stone.row) - 0.18, class: 'niban',
                               'font-size': 0.3}, 'n'));
      }
    }
    if (last && !options.numbers) {
      svg.append(el('circle', {cx: x(last[0]), cy: y(last[1]), r: 0.15, class: 'last-dot'}));
    }
    // A captured stone's square is crossed while it stays empty (a nibai puts its niban there).
    const stands = (col, row) => (options.stones || []).some((s) => s.col === col && s.row === row);
    for (const [col, row] of (ren.captures || []).filter(([c, r]) => !stands(c, r))) {
      const d = 0.22;
      svg.append(el('path', {d: `M${x(col) - d} ${y(row) - d}L${x(col) + d} ${y(row) + d}` +
                                `M${x(col) + d} ${y(row) - d}L${x(col) - d} ${y(row) + d}`,
                             class: 'crossed'}));
    }
    return svg;
  }

  /** Returns the stones of "h8 j9"-style lists for a small diagram. */
  function stonesOf(black, white) {
    const stones = [];
    for (const [colour, list] of [['black', black], ['white', white]]) {
      for (const text of (list || '').split(' ')) {
        const point = parsePoint(text);
        if (point) stones.push({col: point[0], row: point[1], colour, number: 0});
      }
    }
    return stones;
  }

  return {draw, parsePoint, stonesOf};
})();
