// The Expeditions page: lobby, table and replay viewer over the server's API.
// Everything shown comes from the server's view of one seat; no game logic here.

const $ = (id) => document.getElementById(id);
const el = (tag, attrs = {}, ...children) => {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "class") node.className = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v);
  }
  for (const c of children) node.append(c);
  return node;
};

function say(text, error = false) {
  const s = $("status");
  s.textContent = text;
  s.classList.toggle("error", error);
}

async function api(path, body) {
  const init = body === undefined ? {} : {
    method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body),
  };
  const res = await fetch(path, init);
  const data = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(data.detail || `HTTP ${res.status}`);
  return data;
}

// --- lobby -------------------------------------------------------------------

let catalog = null;

async function showLobby() {
  $("lobby").hidden = false;
  catalog = await api("/api/catalog");
  const select = $("game-name");
  select.replaceChildren(...catalog.games.map((g) => el("option", { value: g.name }, g.title)));
  $("bot-list").replaceChildren(...catalog.bots.map((b) => el("option", { value: b })));
  select.addEventListener("change", fillGame);
  $("players").addEventListener("change", fillSeats);
  $("create").addEventListener("submit", createGame);
  $("record-file").addEventListener("change", openRecordFile);
  fillGame();
  listGames();
}

function currentGame() {
  return catalog.games.find((g) => g.name === $("game-name").value);
}

function fillGame() {
  const g = currentGame();
  if (!g) return;
  const counts = [];
  for (let n = g.min_players; n <= g.max_players; n++) counts.push(el("option", { value: n }, String(n)));
  $("players").replaceChildren(...counts);
  const opts = [el("legend", {}, "Variants")];
  for (const [name, o] of Object.entries(g.options)) {
    let input;
    if (o.choices) {
      input = el("select", { "data-option": name }, ...o.choices.map((c) => el("option", { value: JSON.stringify(c) }, String(c))));
      input.value = JSON.stringify(o.default);
    } else if (typeof o.default === "boolean") {
      input = el("input", { type: "checkbox", "data-option": name });
      input.checked = o.default;
    } else {
      input = el("input", { "data-option": name, value: String(o.default) });
    }
    opts.push(el("label", { title: o.help }, `${name} `, input, el("small", {}, ` ${o.help}`)));
  }
  if (opts.length === 1) opts.push(el("small", {}, "none"));
  $("options").replaceChildren(...opts);
  fillSeats();
}

function fillSeats() {
  const n = Number($("players").value);
  const rows = [el("legend", {}, "Seats: human or a bot string")];
  for (let i = 0; i < n; i++) {
    const input = el("input", { list: "bot-list", "data-seat": i, value: i === 0 ? "human" : catalog.bots[0] || "random" });
    rows.push(el("label", {}, `Seat ${i} `, input));
  }
  $("seats").replaceChildren(...rows);
}

function readOptions() {
  const out = {};
  const g = currentGame();
  for (const input of document.querySelectorAll("[data-option]")) {
    const name = input.dataset.option;
    const def = g.options[name].default;
    if (input.type === "checkbox") out[name] = input.checked;
    else if (input.tagName === "SELECT") out[name] = JSON.parse(input.value);
    else out[name] = typeof def === "number" ? Number(input.value) : input.value;
    if (out[name] === def) delete out[name];
  }
  return out;
}

async function createGame(event) {
  event.preventDefault();
  const seats = [...document.querySelectorAll("[data-seat]")].map((i) => i.value.trim() || "human");
  const turn = Number($("clock-turn").value) || 0;
  const bank = Number($("clock-bank").value) || 0;
  const body = {
    game: $("game-name").value, players: Number($("players").value), options: readOptions(), seats,
    takeover: $("takeover").value.trim() || null, clock: turn || bank ? { turn, bank } : null,
  };
  try {
    const made = await api("/api/games", body);
    showCreated(made);
    listGames();
  } catch (err) {
    say(err.message, true);
  }
}

function showCreated(made) {
  const box = $("created");
  const humans = made.seats.filter((s) => s.link);
  const items = [el("h3", {}, `Game ${made.id} created`)];
  if (humans.length > 1) {
    const all = humans.map((s) => s.token ? `token=${encodeURIComponent(s.token)}` : `invite=${encodeURIComponent(s.invite)}`).join("&");
    items.push(el("p", {}, el("a", { href: `/game/${made.id}?${all}`, id: "hotseat-link" }, "Play all human seats on this screen (hot seat)")));
  }
  for (const s of humans) {
    items.push(el("p", { class: "links" }, s.token ? `Seat ${s.seat} (yours): ` : `Seat ${s.seat} invitation (one person): `,
      el("a", { href: s.link, class: "seat-link", "data-seat": s.seat }, "play here"),
      el("input", { readonly: "", value: s.link })));
  }
  if (!humans.length) items.push(el("p", {}, "Only bots: watch as a spectator."));
  items.push(el("p", { class: "links" }, "Spectators: ",
    el("a", { href: made.spectator, id: "spectator-link" }, "watch"), el("input", { readonly: "", value: made.spectator })));
  box.replaceChildren(...items);
  box.hidden = false;
}

async function listGames() {
  const page = await api("/api/games?limit=30");
  $("game-list").replaceChildren(...page.games.map((g) =>
    el("li", {}, el("a", { href: `/game/${g.id}` }, `${g.game} ${g.id}`), ` ${g.seats.join(", ")} (${g.status})`)));
}

function openRecordFile(event) {
  const file = event.target.files[0];
  if (!file) return;
  file.text().then((text) => {
    sessionStorage.setItem("record", text);
    location.href = "/replay?file=1";
  });
}

// --- table -------------------------------------------------------------------

const table = { id: null, tokens: [], sockets: new Map(), views: new Map(), logs: new Map(), active: null, revealed: null, lastSeq: -1 };

async function claimInvitations(id, params) {
  // An invitation seats one person: claim it, then hold the seat's own secret instead.
  const tokens = params.getAll("token").filter(Boolean);
  const invites = params.getAll("invite").filter(Boolean);
  for (const invite of invites) {
    try {
      tokens.push((await api(`/api/games/${id}/claim`, { invite })).token);
    } catch (err) {
      table.notice = err.message;  // stays shown: this page watches as a spectator
    }
  }
  if (invites.length) {
    const q = tokens.map((t) => `token=${encodeURIComponent(t)}`).join("&");
    history.replaceState(null, "", `/game/${id}${q ? `?${q}` : ""}`);
  }
  return tokens;
}

async function handOn() {
  const token = table.active;
  try {
    const got = await api(`/api/games/${table.id}/hand-on`, { token });
    $("hand-on-link").value = got.link;
    $("hand-on-link").hidden = false;
    say("Send this link to the next player: whoever opens it first takes your seat.");
  } catch (err) {
    say(err.message, true);
  }
}

async function stopGame() {
  if (!confirm("Stop the game for everyone? No one will win.")) return;
  try {
    await api(`/api/games/${table.id}/stop`, { token: table.active });
  } catch (err) {
    say(err.message, true);
  }
}

async function showTable(id) {
  $("table").hidden = false;
  const params = new URLSearchParams(location.search);
  table.id = id;
  table.tokens = await claimInvitations(id, params);
  $("hand-on-button").hidden = table.tokens.length !== 1;
  $("hand-on-button").addEventListener("click", handOn);
  $("stop-button").addEventListener("click", stopGame);
  const keys = table.tokens.length ? table.tokens : [null];
  for (const token of keys) connect(token);
  $("board").addEventListener("click", (e) => {
    const target = e.target.closest("[data-action]");
    if (target) send({ type: "action", action: target.dataset.action });
  });
  $("undo-button").addEventListener("click", () => send({ type: "undo" }));
  $("return-button").addEventListener("click", () => send({ type: "return" }));
  $("curtain-button").addEventListener("click", () => { table.revealed = table.active; draw(); });
  const first = table.tokens[0];
  const q = first ? `?token=${encodeURIComponent(first)}` : "";
  $("record-link").href = `/api/games/${id}/record${q}`;
  $("replay-link").href = `/replay?game=${id}${first ? `&token=${encodeURIComponent(first)}` : ""}`;
  setInterval(tickClock, 1000);
}

function connect(token, delay = 500) {
  const proto = location.protocol === "https:" ? "wss" : "ws";
  const q = token ? `?token=${encodeURIComponent(token)}` : "";
  const ws = new WebSocket(`${proto}://${location.host}/ws/games/${table.id}${q}`);
  table.sockets.set(token, ws);
  ws.onopen = () => say("");
  ws.onmessage = (m) => {
    const msg = JSON.parse(m.data);
    if (msg.type === "board") {
      // The board of a pushed view follows it; a board of an older position is dropped.
      const v = table.views.get(token);
      if (v && v.seq === msg.seq) { v.board = msg.board; v.boardStale = false; draw(); }
    } else if (msg.type === "view") {
      const v = msg.view;
      if (v.board_follows) {
        const before = table.views.get(token);
        v.board = before ? before.board : "";
        v.boardStale = true;
      }
      const held = table.logs.get(token) || [];
      if (v.log_from > held.length) return refetch(token);
      const full = held.slice(0, v.log_from).concat(v.log);
      table.logs.set(token, full);
      v.log = full;
      v.receivedAt = Date.now();
      table.views.set(token, v);
      draw();
    } else if (msg.type === "error") {
      say(msg.detail, true);
      if (msg.status === 403 || msg.status === 404) ws.fatal = true;
    }
  };
  ws.onclose = () => {
    if (ws.fatal) return;
    say("connection lost, reconnecting…", true);
    setTimeout(() => connect(token, Math.min(delay * 2, 8000)), delay);
  };
}

async function refetch(token) {
  // Pushes carry only the new log entries; after a gap, fetch the whole view once.
  const q = token ? `?token=${encodeURIComponent(token)}` : "";
  const v = await api(`/api/games/${table.id}${q}`);
  table.logs.set(token, v.log);
  v.receivedAt = Date.now();
  table.views.set(token, v);
  draw();
}

function activeToken() {
  // Hot seat: the seat to move if this screen holds it, else the first held seat.
  let pick = table.tokens.length ? table.tokens[0] : null;
  for (const [token, v] of table.views) {
    if (v.your_turn) pick = token;
  }
  return pick;
}

function send(message) {
  const token = table.active;
  const ws = table.sockets.get(token);
  const view = table.views.get(token);
  if (!ws || ws.readyState !== WebSocket.OPEN || !view) return say("not connected", true);
  ws.send(JSON.stringify({ seq: view.seq, ...message }));
}

function seatName(v, i) {
  if (i < 0) return "chance";
  const s = v.seats[i];
  return s.kind === "bot" ? `seat ${i} (${s.bot})` : `seat ${i}`;
}

function draw() {
  table.active = activeToken();
  const v = table.views.get(table.active);
  if (!v) return;
  document.title = `${v.title} – Expeditions`;
  const hidden = v.hidden_information && table.tokens.length > 1 && v.you !== null && table.revealed !== table.active && !v.over;
  $("curtain").hidden = !hidden;
  $("curtain-text").textContent = `Pass the screen to seat ${v.you}.`;
  $("board").hidden = hidden;
  $("actions").hidden = hidden;
  const turn = $("turn");
  turn.classList.toggle("yours", v.your_turn);
  if (v.stopped) turn.textContent = `Game stopped: ${v.stopped}. No winner.`;
  else if (v.over) turn.textContent = `Game over. Winner${v.winners.length > 1 ? "s" : ""}: ${v.winners.map((w) => seatName(v, w)).join(", ")}`;
  else if (v.your_turn) turn.textContent = `Your turn (seat ${v.you})`;
  else turn.textContent = `${seatName(v, v.to_move)} to move${v.you === null ? " (spectating)" : ""}`;
  if (!v.boardStale) turn.dataset.seq = v.seq;  // the position is drawn in full
  $("away-banner").hidden = !(v.you !== null && v.seats[v.you].away);
  $("stop-button").hidden = !(v.you !== null && v.you === v.host && !v.over);
  if (table.drawnBoard !== v.board) {
    $("board").innerHTML = v.board;
    table.drawnBoard = v.board;
  }
  $("board").classList.toggle("stale", Boolean(v.boardStale));
  if (v.boardStale) {
    // The last board stays in view until this position's board arrives, offering nothing.
    for (const e of $("board").querySelectorAll("[data-action]")) e.removeAttribute("data-action");
    table.drawnBoard = null;
  }
  $("actions").replaceChildren(...v.legal.map((a) =>
    el("button", { class: "action", "data-action": a, onclick: () => send({ type: "action", action: a }) }, a)));
  $("undo-button").disabled = !v.can_undo;
  const recent = new Set(v.recent);
  $("last-moves").replaceChildren(...(v.recent.length ? [el("span", {}, "Last moves: ")] : []),
    ...v.recent.slice(-8).map((i) => el("b", {}, `${v.log[i].text}; `)));
  drawLog(v, recent);
  drawSeats(v);
  drawFinal(v);
  say(table.notice || "", Boolean(table.notice));
}

function logItem(e, recent) {
  return el("li", { class: [recent.has(e.i) ? "recent" : "", e.by].join(" "), "data-by": e.by },
    `${e.seat < 0 ? "" : `[${e.seat}] `}${e.text}`);
}

function drawLog(v, recent) {
  // Long games have thousands of entries: append what is new, redraw only on a change.
  const log = $("log");
  const shown = log.children;
  const same = table.logSeat === v.you && shown.length <= v.log.length && !v.over &&
    (shown.length === 0 || shown[shown.length - 1].dataset.text === v.log[shown.length - 1].text);
  if (!same) { log.replaceChildren(); table.logSeat = v.you; }
  for (let i = log.children.length; i < v.log.length; i++) {
    const item = logItem(v.log[i], recent);
    item.dataset.text = v.log[i].text;
    log.append(item);
  }
  for (const item of log.querySelectorAll("li.recent")) item.classList.remove("recent");
  for (const i of recent) if (log.children[i]) log.children[i].classList.add("recent");
  log.scrollTop = log.scrollHeight;
}

function drawSeats(v) {
  // Scores: the server's own once public, else what the observation shows.
  const scores = v.scores || (Array.isArray(v.observation.scores) ? v.observation.scores : null);
  const rows = v.seats.map((s) => {
    const cls = [v.to_move === s.seat ? "to-move" : "", v.you === s.seat ? "you" : ""].join(" ");
    const who = s.kind === "bot" ? s.bot : s.away ? `human, away (${v.takeover} plays)` : `human${s.connected ? "" : ", offline"}`;
    const cells = [el("td", {}, `Seat ${s.seat}`), el("td", {}, who)];
    if (scores) cells.push(el("td", { class: "score" }, String(scores[s.seat])));
    if (v.clock) cells.push(el("td", { class: "clock", "data-seat": s.seat }, ""));
    return el("tr", { class: cls }, ...cells);
  });
  const head = [el("th", {}, ""), el("th", {}, "player")];
  if (scores) head.push(el("th", {}, "score"));
  if (v.clock) head.push(el("th", {}, "clock"));
  $("seat-table").replaceChildren(el("tr", {}, ...head), ...rows);
  tickClock();
}

function tickClock() {
  const v = table.views.get(table.active);
  if (!v || !v.clock) return;
  const gone = (Date.now() - (v.receivedAt || Date.now())) / 1000;
  for (const cell of document.querySelectorAll("#seat-table td.clock")) {
    const seat = Number(cell.dataset.seat);
    let left = v.clock.bank[seat];
    if (v.clock.owner === seat) left = Math.max(0, v.clock.turn_left + v.clock.bank[seat] - gone);
    cell.textContent = `${Math.floor(left / 60)}:${String(Math.floor(left % 60)).padStart(2, "0")}`;
  }
}

function valueNode(value) {
  if (Array.isArray(value)) {
    if (value.every((x) => x === null || typeof x !== "object")) return el("span", {}, value.join(", "));
    return el("ol", { start: 0 }, ...value.map((x) => el("li", {}, valueNode(x))));
  }
  if (value && typeof value === "object") {
    return el("table", {}, ...Object.entries(value).map(([k, x]) => el("tr", {}, el("th", {}, k), el("td", {}, valueNode(x)))));
  }
  return el("span", {}, String(value));
}

function pointsTable(v, final) {
  // The common shape: per seat, a list of [reason, points]; one row per reason.
  const perSeat = Array.isArray(final) && final.length === v.players && final.every((rows) =>
    Array.isArray(rows) && rows.every((r) => Array.isArray(r) && r.length === 2 && typeof r[0] === "string"));
  if (!perSeat) return null;
  const reasons = [];
  for (const rows of final) for (const [why] of rows) if (!reasons.includes(why)) reasons.push(why);
  const head = el("tr", {}, el("th", {}, ""), ...final.map((_, i) => el("th", {}, seatName(v, i))));
  const body = reasons.map((why) => el("tr", {}, el("th", {}, why), ...final.map((rows) => {
    const hit = rows.find((r) => r[0] === why);
    return el("td", {}, hit ? String(hit[1]) : "");
  })));
  const total = v.scores ? [el("tr", { class: "total" }, el("th", {}, "total"),
    ...v.scores.map((s, i) => el("td", {}, `${s}${v.winners.includes(i) ? " ★" : ""}`)))] : [];
  return el("table", { class: "points" }, head, ...body, ...total);
}

function drawFinal(v) {
  const box = $("final");
  box.hidden = !v.over;
  if (!v.over) return;
  const table = v.final ? pointsTable(v, v.final) : null;
  const scores = v.scores ? el("p", {}, `Scores: ${v.scores.map((s, i) => `${seatName(v, i)}: ${s}`).join(", ")}`) : "";
  if (v.stopped) {
    box.replaceChildren(el("h3", {}, "Game stopped"), el("p", {}, `${v.stopped}: no one won.`), scores);
    return;
  }
  box.replaceChildren(el("h3", {}, "Final scoreboard"), table || scores, table ? "" : v.final ? valueNode(v.final) : "");
}

// --- replay ------------------------------------------------------------------

const replay = { game: null, token: null, record: null, total: 0, players: 0 };

async function showReplay() {
  $("replay").hidden = false;
  const params = new URLSearchParams(location.search);
  replay.game = params.get("game");
  replay.token = params.get("token");
  if (params.get("file")) replay.record = JSON.parse(sessionStorage.getItem("record") || "{}");
  const seats = replay.record ? replay.record.players : (await api(`/api/games/${replay.game}${replay.token ? `?token=${encodeURIComponent(replay.token)}` : ""}`)).players;
  const me = replay.record ? null : (await api(`/api/games/${replay.game}${replay.token ? `?token=${encodeURIComponent(replay.token)}` : ""}`)).you;
  const choices = [el("option", { value: "" }, "spectator")];
  for (let i = 0; i < seats; i++) choices.push(el("option", { value: i }, `seat ${i}`));
  $("replay-seat").replaceChildren(...choices);
  $("replay-seat").value = me === null || me === undefined ? "" : String(me);
  const go = (f) => () => step(f(Number($("replay-step").value)));
  $("replay-first").onclick = go(() => 0);
  $("replay-prev").onclick = go((s) => s - 1);
  $("replay-next").onclick = go((s) => s + 1);
  $("replay-last").onclick = go(() => replay.total);
  $("replay-step").oninput = go((s) => s);
  $("replay-seat").onchange = go((s) => s);
  const first = await fetchStep(0);
  replay.total = first.total;
  $("replay-step").max = first.total;
  step(first.total);
}

async function fetchStep(n) {
  const seat = $("replay-seat").value;
  if (replay.record) {
    return api("/api/replay", { record: replay.record, step: n, seat: seat === "" ? null : Number(seat) });
  }
  const q = new URLSearchParams({ step: n });
  if (replay.token) q.set("token", replay.token);
  if (seat !== "") q.set("seat", seat);
  return api(`/api/games/${replay.game}/replay?${q}`);
}

async function step(n) {
  n = Math.max(0, Math.min(replay.total, n));
  try {
    const s = await fetchStep(n);
    $("replay-step").value = n;
    $("replay-pos").textContent = `step ${n} / ${s.total}`;
    $("replay-board").innerHTML = s.board;
    $("replay-log").replaceChildren(...s.log.map((t) => el("li", {}, t)));
    say("");
  } catch (err) {
    say(err.message, true);
  }
}

// --- routing -----------------------------------------------------------------

const path = location.pathname;
const match = path.match(/^\/game\/([^/]+)$/);
if (match) showTable(match[1]);
else if (path === "/replay") showReplay();
else showLobby();
