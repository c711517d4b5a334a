// The live page: renders the view the server put inline, then follows the update stream
// (/api/stream, Server-Sent Events) and fetches the view's JSON again when the journal
// changed what it shows. Clocks count in the browser from the recorded instants the server
// sends (remaining at an event time, the rate, and until when that holds), never from frame
// deltas, and ask the server again where the projection ends (a period, a flag, a delay).
'use strict';

(() => {
  const initialNode = document.getElementById('initial');
  const initial = initialNode ? JSON.parse(initialNode.textContent) : {now: 0};
  const main = document.getElementById('main');
  let offset = initial.now - performance.now(); // event time = performance.now() + offset
  let current = initial.data || null;
  const api = initial.api || '';
  const kind = api.split('/')[2] || 'error';
  const place = api.split('/').slice(3).map(Number); // round/N or table/R/T
  let fetching = false;
  let fetchAgain = false;
  let refetchAt = Infinity; // the event time a clock projection ends
  let tickTimer = 0;

  const eventNow = () => performance.now() + offset;

  function h(tag, props, ...children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(props || {})) {
      if (value === undefined || value === null || value === false) continue;
      if (key === 'class') node.className = value;
      else if (key === 'text') node.textContent = value;
      else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
      else node.setAttribute(key, value === true ? '' : value);
    }
    for (const child of children.flat()) {
      if (child === null || child === undefined || child === false) continue;
      node.append(child instanceof Node ? child : String(child));
    }
    return node;
  }

  // ---- clocks ----------------------------------------------------------------------------

  function twoDigits(n) { return n < 10 ? '0' + n : String(n); }

  /** The clock text as the referee's clock shows it: h:mm:ss, m:ss, m:ss.t under 20 s. */
  function clockText(ms) {
    ms = Math.max(0, Math.floor(ms));
    const seconds = Math.floor(ms / 1000);
    if (seconds >= 3600) {
      return `${Math.floor(seconds / 3600)}:${twoDigits(Math.floor(seconds / 60) % 60)}:` +
             twoDigits(seconds % 60);
    }
    let text = `${Math.floor(seconds / 60)}:${twoDigits(seconds % 60)}`;
    if (seconds < 20) text += '.' + Math.floor((ms % 1000) / 100);
    return text;
  }

  function projected(seat, now) {
    return seat.remaining + seat.rate * (Math.min(now, seat.until) - seat.at);
  }

  function clockFace(seat, big) {
    const node = h('span', {class: 'clock-time' + (big ? ' big' : '')});
    node.renjuSeat = seat;
    if (seat.rate !== 0) refetchAt = Math.min(refetchAt, seat.until);
    node.textContent = seat.remaining === undefined ? seat.time : clockText(projected(seat, eventNow()));
    return node;
  }

  function tick() {
    clearTimeout(tickTimer);
    const now = eventNow();
    let delay = 1000;
    for (const node of document.querySelectorAll('.clock-time')) {
      const seat = node.renjuSeat;
      if (!seat || seat.remaining === undefined) continue;
      const left = projected(seat, now);
      const text = clockText(left);
      if (node.textContent !== text) node.textContent = text;
      node.classList.toggle('low', left <= 60000);
      if (seat.rate === 0 || left <= 0) continue;
      const unit = left < 20000 || (seat.rate < 0 && left <= 20000) ? 100 : 1000;
      const next = seat.rate < 0 ? (left % unit) + 1 : unit - (left % unit);
      delay = Math.min(delay, next);
    }
    if (now >= refetchAt) {
      refetchAt = Infinity;
      refresh();
    }
    tickTimer = setTimeout(tick, Math.max(delay, 20));
  }

  // ---- shared pieces -----------------------------------------------------------------------

  function nav(event) {
    const links = [['/', 'Boards'], ['/pairings', 'Pairings'], ['/standings', 'Standings'],
                   ['/crosstable', 'Crosstable']];
    const here = location.pathname;
    const navNode = document.getElementById('nav');
    navNode.replaceChildren(...links.map(([href, label]) =>
      h('a', {href, class: here === href ? 'here' : null}, label)));
    const rounds = (event.rounds || []).map((round) =>
      h('a', {href: `/round/${round.number}`, title: `round ${round.number}: ${round.status}${round.when ? ', ' + round.when : ''}`,
              class: here === `/round/${round.number}` ? 'here round' : 'round'},
        `R${round.number}`));
    if (rounds.length) navNode.append(h('span', {class: 'rounds'}, rounds));
  }

  function header(data) {
    const event = data.event || {};
    document.getElementById('event-name').textContent = event.name || 'Renju Arbiter';
    const dates = [event.startDate, event.endDate].filter(Boolean).join(' – ');
    document.getElementById('event-place').textContent =
      [event.venue, dates].filter(Boolean).join(' · ');
    const problem = document.getElementById('problem');
    problem.hidden = !data.problem;
    problem.textContent = data.problem ? `Not up to date: ${data.problem}` : '';
    nav(event);
  }

  function playerName(player, colour) {
    return h('span', {class: 'player'},
      h('span', {class: `dot ${colour}`, title: colour, 'aria-label': colour}), ' ',
      h('bdi', {}, player.name));
  }

  function stateBadge(board) {
    return h('span', {class: `state ${board.state}`}, board.stateText);
  }

  // ---- overview ----------------------------------------------------------------------------

  function boardCard(board) {
    const last = RenjuBoard.parsePoint(board.lastMove);
    const seats = board.clocks ? board.clocks.seats : null;
    const row = (player, index) => h('div', {class: 'card-player'},
      playerName(player, player.colour),
      seats ? clockFace(seats[index], false) : null);
    return h('a', {class: `card ${board.state}`, href: `/table/${board.round}/${board.table}`},
      h('div', {class: 'card-head'}, h('span', {class: 'table-no'}, `Table ${board.table}`),
        board.lastMove ? h('span', {class: 'last'}, `${board.moveCount} · ${board.lastMove}`) : null),
      RenjuBoard.draw({size: board.size, stones: RenjuBoard.stonesOf(board.black, board.white),
                       last, squares: board.look === 'squares', label: `table ${board.table}`}),
      board.scores ? h('div', {class: 'card-points'},
        `points ${board.scores[0]}:${board.scores[1]}`) : null,
      row(board.first, 0), row(board.second, 1), stateBadge(board));
  }

  function renderOverview(view) {
    document.title = `Round ${view.round} · boards`;
    if (!view.boards.length) {
      return [h('h1', {}, 'Boards'), h('p', {class: 'empty'}, 'No round is paired yet.')];
    }
    return [h('h1', {}, `Round ${view.round}`, h('span', {class: 'sub'}, ` ${view.status}${whenText(view)}`)),
            h('div', {class: 'cards'}, view.boards.map(boardCard))];
  }

  // ---- one board ---------------------------------------------------------------------------

  function clockBlock(seat) {
    return h('div', {class: `clock ${seat.colour}${seat.running ? ' running' : ''}`},
      h('div', {class: 'clock-name'}, playerName(seat, seat.colour)),
      clockFace(seat, true),
      h('div', {class: 'clock-notes'},
        [seat.period, seat.toControl, `${seat.moves} moves`, ...(seat.notes || []),
         seat.flag ? 'flag fallen' : ''].filter(Boolean).join(' · ')));
  }

  function moveList(moves) {
    return h('ol', {class: 'moves'}, moves.map((move) =>
      h('li', {value: move.number},
        h('span', {class: `dot ${move.colour}`}), ' ', h('b', {}, move.move),
        move.clock ? h('span', {class: 'move-clock'}, move.clock) : null,
        move.points ? h('span', {class: 'remark'}, `+${move.points}`) : null,
        move.score ? h('span', {class: 'move-clock'}, move.score) : null,
        move.remark ? h('span', {class: 'remark'}, move.remark) : null)));
  }

  // The formats the server writes that hold this game (a Ren game: the sheet and text only).
  function downloads(view, formats) {
    const offered = formats.filter((f) => (view.recordFormats || formats).includes(f));
    if (view.state !== 'finished' || !offered.length) return null;
    return h('p', {class: 'downloads'}, 'Record: ', offered.map((format) =>
      h('a', {href: `/game/${view.round}/${view.table}.${format}`, download: ''}, format)));
  }

  // Ren (seed 002): both points large, the variants, the last move's points in words, the rui.
  function renInfo(view) {
    const ren = view.ren;
    if (!ren) return null;
    return h('div', {class: 'ren'},
      h('p', {class: 'ren-scores'},
        h('span', {}, h('span', {class: 'dot black'}), ' Black ', h('span', {class: 'pts'}, String(ren.scores[0]))),
        h('span', {}, h('span', {class: 'dot white'}), ' White ', h('span', {class: 'pts'}, String(ren.scores[1])))),
      h('p', {class: 'opening'}, `Ren, ${view.size}x${view.size} squares: ${ren.variants}`),
      ren.lastMoveText ? h('p', {class: 'lastmove'}, `Last move: ${ren.lastMoveText}`) : null,
      ren.pointsInWords ? h('p', {}, ren.pointsInWords) : null,
      ren.ruiText ? h('p', {class: 'rui'}, ren.ruiText) : null);
  }

  function openingInfo(view) {
    const opening = view.opening;
    if (!opening) return null;
    return [h('p', {class: 'opening'}, 'Opening: ' + [opening.rules, opening.code, opening.name].filter(Boolean).join(' · ')),
            opening.steps && opening.steps.length ? h('ul', {class: 'steps'}, opening.steps.map((s) => h('li', {}, s))) : null];
  }

  function renderTable(view, formats) {
    document.title = `Round ${view.round}, table ${view.table}`;
    const stones = view.stones.map(([col, row, colour, number]) => ({col, row, colour, number}));
    const board = RenjuBoard.draw({size: view.size, stones, last: view.lastPoint, numbers: true,
                                   coords: true, proposals: view.proposals,
                                   crossed: view.unchosenProposals,
                                   squares: view.look === 'squares', ren: view.ren,
                                   label: `round ${view.round} table ${view.table}`});
    const seats = view.clocks ? view.clocks.seats : [];
    const info = h('section', {class: 'info'},
      h('div', {class: 'clocks'}, seats.map(clockBlock)),
      view.clocks && view.clocks.paused && view.state === 'playing'
        ? h('p', {class: 'paused'}, `Clock ${view.clocks.status}`) : null,
      h('p', {class: `outcome ${view.state}`}, stateBadge(view),
        view.result && view.result.reason ? h('span', {class: 'reason'}, ` ${view.result.reason}`) : null),
      view.lastMove && !view.ren ? h('p', {class: 'lastmove'}, `Last move: ${view.moveCount}. ${view.lastMove}`) : null,
      view.prompt && view.state === 'playing' ? h('p', {class: 'prompt'}, view.prompt) : null,
      renInfo(view),
      openingInfo(view),
      view.claims.length ? h('div', {class: 'claims'}, h('h2', {}, 'Claims'),
        h('ul', {}, view.claims.map((claim) => h('li', {},
          `after move ${claim.afterMove}: ${claim.claimant} claims ${claim.claim}` +
          (claim.advice ? ` (advice: ${claim.advice}, ${claim.clause})` : '') + ` — ${claim.ruling}`)))) : null,
      view.arbiterNotes.length ? h('ul', {class: 'notes'}, view.arbiterNotes.map((n) => h('li', {}, n))) : null,
      downloads(view, formats),
      h('h2', {}, 'Moves'), moveList(view.moves));
    return [h('h1', {}, `Round ${view.round}, table ${view.table}`),
            h('div', {class: 'game'}, h('div', {class: 'board-wrap'}, board), info)];
  }

  // ---- lists -------------------------------------------------------------------------------

  function fold(text) {
    return (text || '').normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  }

  let searchBox = null;
  let searchQuery = '';

  function scoreCell(score) { return h('td', {class: 'score'}, score || ''); }

  function pairingTable(view) {
    return h('table', {class: 'list pairings'},
      h('thead', {}, h('tr', {}, h('th', {class: 'num'}, 'Table'), h('th', {class: 'num'}, 'No.'),
        h('th', {}, 'First (Black)'), h('th', {class: 'num'}, 'Pts'), h('th', {}, ''), h('th', {}, ''),
        h('th', {class: 'num'}, 'No.'), h('th', {}, 'Second (White)'), h('th', {class: 'num'}, 'Pts'))),
      h('tbody', {}, view.tables.map((row) => h('tr', {},
        h('td', {class: 'num'}, h('a', {href: `/table/${view.round}/${row.table}`}, row.table)),
        h('td', {class: 'num'}, row.first.number), h('td', {}, h('bdi', {}, row.first.name)),
        h('td', {class: 'num'}, row.first.points), scoreCell(row.firstScore),
        scoreCell(row.secondScore), h('td', {class: 'num'}, row.second.number),
        h('td', {}, h('bdi', {}, row.second.name)), h('td', {class: 'num'}, row.second.points)))));
  }

  function byeList(view) {
    if (!view.byes.length) return null;
    return h('p', {class: 'byes'}, 'Not paired: ', view.byes.map((bye, i) =>
      [i ? '; ' : '', h('bdi', {}, bye.player.name), ` (${bye.kind})`]));
  }

  function nameTable(view) {
    const query = fold(searchQuery.trim());
    const rows = view.byName.filter((entry) => !query || fold(entry.name).includes(query) ||
                                              String(entry.number) === query);
    return h('table', {class: 'list names'},
      h('thead', {}, h('tr', {}, h('th', {}, 'Name'), h('th', {class: 'num'}, 'No.'), h('th', {class: 'num'}, 'Table'),
        h('th', {}, 'Colour'), h('th', {}, 'Opponent'), h('th', {}, ''))),
      h('tbody', {}, rows.map((entry) => h('tr', {},
        h('td', {}, h('bdi', {}, entry.name)), h('td', {class: 'num'}, entry.number),
        h('td', {class: 'num big'}, entry.table ? h('a', {href: `/table/${view.round}/${entry.table}`}, entry.table) : '–'),
        h('td', {}, entry.role || entry.note),
        h('td', {}, h('bdi', {}, entry.opponent)), scoreCell(entry.score)))));
  }

  function renderPairings(view) {
    if (!view) { document.title = 'Pairings'; return [h('h1', {}, 'Pairings'), h('p', {class: 'empty'}, 'No round is paired yet.')]; }
    document.title = `Round ${view.round} · pairings`;
    if (!searchBox) {
      searchBox = h('input', {type: 'search', placeholder: 'Find your name or number',
                              'aria-label': 'find a player', class: 'search'});
      searchBox.addEventListener('input', () => { searchQuery = searchBox.value; render(); });
    }
    return [h('h1', {}, `Round ${view.round}`, h('span', {class: 'sub'}, ` pairings · ${view.status}${whenText(view)}`)),
            h('div', {class: 'columns'},
              h('section', {}, h('h2', {}, 'By name'), searchBox, nameTable(view)),
              h('section', {}, h('h2', {}, 'By table'), h('div', {class: 'scroll'}, pairingTable(view)),
                byeList(view)))];
  }

  /** Each line's rank as the printed lists write it: "3", or "3-5" for each of three sharing. */
  function rankTexts(lines) {
    const texts = [];
    for (let i = 0; i < lines.length;) {
      let end = i + 1;
      while (end < lines.length && lines[end].sharesRank) ++end;
      const first = lines[i].rank;
      const text = end - i > 1 ? `${first}-${first + end - i - 1}` : String(first);
      for (let k = i; k < end; ++k) texts.push(text);
      i = end;
    }
    return texts;
  }

  function renderStandings(view) {
    document.title = 'Standings';
    const title = view.afterRound ? `Standings after round ${view.afterRound}` : 'Standings';
    const ranks = rankTexts(view.lines);
    return [h('h1', {}, title, view.provisional ? h('span', {class: 'sub'}, ' provisional') : null),
      h('div', {class: 'scroll'}, h('table', {class: 'list standings'},
        h('thead', {}, h('tr', {}, h('th', {class: 'num'}, 'Rk.'), h('th', {class: 'num'}, 'No.'),
          h('th', {}, 'Name'), h('th', {}, 'Fed'), h('th', {class: 'num'}, 'Rtg'),
          h('th', {class: 'num'}, 'Pts'), view.tieBreaks.map((t) => h('th', {class: 'num'}, t)))),
        h('tbody', {}, view.lines.map((line, i) => h('tr', {class: line.withdrawn ? 'withdrawn' : null},
          h('td', {class: 'num'}, ranks[i]), h('td', {class: 'num'}, line.number),
          h('td', {}, h('bdi', {}, line.name)), h('td', {}, line.federation),
          h('td', {class: 'num'}, line.rating || ''), h('td', {class: 'num pts'}, line.points),
          line.tieBreaks.map((value) => h('td', {class: 'num'}, value))))))),
      view.note ? h('p', {class: 'note'}, view.note) : null];
  }

  function renderCrosstable(view) {
    document.title = 'Crosstable';
    const rounds = view.lines.length ? view.lines[0].cells.length : 0;
    const roundHeads = Array.from({length: rounds}, (_, i) => h('th', {}, String(i + 1)));
    const ranks = rankTexts(view.lines);
    // A match's cell adds each game's own score in brackets, as the printed crosstable does.
    const games = (c) => (c.games ? ` (${c.games})` : '');
    const cell = (c) => h('td', {class: 'cell'}, c.bye ? c.result : c.opponent ? `${c.opponent}${c.role}${c.result}${games(c)}` : '');
    return [h('h1', {}, view.afterRound ? `Crosstable after round ${view.afterRound}` : 'Crosstable'),
      h('div', {class: 'scroll'}, h('table', {class: 'list crosstable'},
        h('thead', {}, h('tr', {}, h('th', {class: 'num'}, 'Rk.'), h('th', {class: 'num'}, 'No.'),
          h('th', {}, 'Name'), roundHeads, h('th', {class: 'num'}, 'Pts'),
          view.tieBreaks.map((t) => h('th', {class: 'num'}, t)))),
        h('tbody', {}, view.lines.map((line, i) => h('tr', {},
          h('td', {class: 'num'}, ranks[i]), h('td', {class: 'num'}, line.number),
          h('td', {}, h('bdi', {}, line.name)), line.cells.map(cell),
          h('td', {class: 'num pts'}, line.points), line.tieBreaks.map((v) => h('td', {class: 'num'}, v))))))),
      h('p', {class: 'note'}, 'A cell reads opponent, colour (b first, w second), own score: 12b1 beat No. 12 moving first.' +
        (view.matches ? ' A round is a match of two games: the match\'s score, then each game\'s in brackets.' : '')),
      view.note ? h('p', {class: 'note'}, view.note) : null];
  }

  // When the round is played, as the event's schedule has it ("2026-11-22 10:00").
  function whenText(view) {
    return view.when ? ` · ${view.when}` : '';
  }

  function renderRound(view) {
    document.title = `Round ${view.round} · results`;
    return [h('h1', {}, `Round ${view.round}`, h('span', {class: 'sub'}, ` results · ${view.status}${whenText(view)}`)),
      h('div', {class: 'scroll'}, h('table', {class: 'list results'},
        h('thead', {}, h('tr', {}, h('th', {class: 'num'}, 'Table'), h('th', {}, 'First'), h('th', {}, ''),
          h('th', {}, ''), h('th', {}, 'Second'), h('th', {}, 'Result by colour'))),
        h('tbody', {}, view.tables.map((row) => h('tr', {},
          h('td', {class: 'num'}, h('a', {href: `/table/${view.round}/${row.table}`}, row.table)),
          h('td', {}, h('bdi', {}, `${row.first.name} (${row.first.number})`)), scoreCell(row.firstScore),
          scoreCell(row.secondScore), h('td', {}, h('bdi', {}, `${row.second.name} (${row.second.number})`)),
          h('td', {class: 'result'}, row.state === 'claim' ? "claim: awaiting the arbiter's ruling"
                                                           : [row.result, row.reason ? ` (${row.reason})` : ''])))))),
      byeList(view)];
  }

  // ---- rendering and following ---------------------------------------------------------------

  function render() {
    if (!current) {
      main.replaceChildren(h('h1', {}, 'Not found'), h('p', {}, initial.error || 'No such page.'),
                           h('p', {}, h('a', {href: '/'}, 'All boards')));
      return;
    }
    header(current);
    refetchAt = Infinity;
    const view = current.view;
    const pages = {overview: renderOverview, pairings: renderPairings, standings: renderStandings,
                   crosstable: renderCrosstable, round: renderRound,
                   table: (v) => renderTable(v, current.formats || [])};
    const focused = document.activeElement === searchBox;
    main.replaceChildren(...(pages[kind] || (() => []))(view).filter(Boolean));
    if (focused) searchBox.focus();
    tick();
  }

  async function refresh() {
    if (!api) return;
    if (fetching) { fetchAgain = true; return; }
    fetching = true;
    try {
      const sent = performance.now();
      const response = await fetch(api, {cache: 'no-store'});
      const serverNow = Number(response.headers.get('X-Event-Time'));
      if (response.ok) {
        current = await response.json();
        if (serverNow) offset = serverNow - (sent + performance.now()) / 2;
        render();
        console.log(`renju-live update ${current.sequence}`);
      }
    } catch (error) {
      setStatus('offline, trying again…');
    } finally {
      fetching = false;
      if (fetchAgain) { fetchAgain = false; refresh(); }
    }
  }

  /**
   * On the overview, a change at some tables fetches only those boards and redraws their cards
   * (a hall of phones then fetches a few hundred bytes per command, not the whole round).
   * Returns false when the whole view must be fetched again.
   */
  async function patchBoards(change) {
    const view = current && current.view;
    if (kind !== 'overview' || change.all || !view || !view.boards || !change.places.length) {
      return false;
    }
    const tables = [];
    for (const [round, table] of change.places) {
      const index = view.boards.findIndex((board) => board.table === table);
      if (round !== view.round || table === 0 || index < 0) return false;
      tables.push(index);
    }
    try {
      const boards = await Promise.all(tables.map((index) =>
        fetch(`/api/board/${view.round}/${view.boards[index].table}`, {cache: 'no-store'})
          .then((response) => (response.ok ? response.json() : Promise.reject(response)))));
      const cards = main.querySelectorAll('.cards > .card');
      boards.forEach((data, i) => {
        view.boards[tables[i]] = data.view;
        if (cards[tables[i]]) cards[tables[i]].replaceWith(boardCard(data.view));
      });
      current.sequence = change.sequence;
      tick();
      console.log(`renju-live update ${current.sequence}`);
      return true;
    } catch (error) {
      return false;
    }
  }

  function concerns(change) {
    if (change.all || kind !== 'table') return true;
    return change.places.some(([round, table]) =>
      round === 0 || (round === place[0] && (table === 0 || table === place[1])));
  }

  function setStatus(text) { document.getElementById('live-status').textContent = text; }

  function follow() {
    if (!api || !window.EventSource) return;
    const stream = new EventSource('/api/stream');
    stream.addEventListener('hello', (message) => {
      const data = JSON.parse(message.data);
      offset = data.now - performance.now();
      setStatus('live');
      if (!current || data.sequence !== current.sequence) refresh();
      else tick();
    });
    stream.addEventListener('change', async (message) => {
      const data = JSON.parse(message.data);
      offset = data.now - performance.now();
      if (!concerns(data)) return;
      if (fetching || !(await patchBoards(data))) refresh();
    });
    stream.onerror = () => setStatus('reconnecting…');
  }

  render();
  follow();
})();
