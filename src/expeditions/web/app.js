// The Expeditions page: lobby, table and replay viewer over the server's API.
// Everything shown comes from the server's view of one seat; the page only
// narrows the legal actions the server sent as the person clicks their parts.

import { narrow, partKey } from "./choose.js";
import { drawPanels } from "./panels.js";
import { LANGS, applyWords, has, lang, loadWords, setLang, t, term } from "./words.js";

const $ = (id) => document.getElementById(id);
const el = (tag, attrs = {}, ...children) => {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "class") node.className = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v);
  }
  for (const c of children) if (c !== null && c !== undefined) node.append(c);
  return node;
};

function say(text, error = false) {
  const s = $("status");
  s.textContent = text;
  s.classList.toggle("error", error);
  const box = document.querySelector("main:not([hidden]) .error-box");
  if (box) {
    box.textContent = error ? text : "";
    box.hidden = !error;
  }
}

async function api(path, body) {
  const init = body === undefined ? {} : {
    method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body),
  };
  let res;
  try {
    res = await fetch(path, init);
  } catch {
    throw new Error(t("error.network"));
  }
  const data = await res.json().catch(() => ({}));
  if (!res.ok) {
    const detail = Array.isArray(data.detail) ? data.detail.map((d) => d.msg || String(d)).join("; ") : data.detail;
    throw new Error(detail || `HTTP ${res.status}`);
  }
  return data;
}

async function copy(text, button) {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = el("textarea", {}, text);
    document.body.append(area);
    area.select();
    document.execCommand("copy");
    area.remove();
  }
  button.textContent = t("lobby.copied");
  button.dataset.copied = "1";
}

// --- lobby -------------------------------------------------------------------

let catalog = null;
const BOTS = () => [
  { value: "human", label: t("bot.human") },
  { value: "heuristic", label: t("bot.easyLong") },
  { value: "ismcts:time=2", label: t("bot.strongLong") },
  { value: "random", label: t("bot.randomLong") },
];

async function showLobby() {
  $("lobby").hidden = false;
  $("record-file").addEventListener("change", openRecordFile);
  try {
    catalog = await api("/api/catalog");
  } catch (err) {
    return say(err.message, true);
  }
  const select = $("game-name");
  select.replaceChildren(...catalog.games.map((g) => el("option", { value: g.name }, gameTitle(g.name, g.title))));
  $("takeover").replaceChildren(el("option", { value: "" }, t("bot.none")),
    ...BOTS().filter((b) => b.value !== "human").map((b) => el("option", { value: b.value }, b.label)));
  select.addEventListener("change", fillGame);
  $("players").addEventListener("change", fillSeats);
  $("create").addEventListener("submit", createGame);
  fillGame();
  await listGames();
  $("lobby").dataset.ready = "true";
}

function gameTitle(name, fallback) {
  return has(`${name}.title`) ? t(`${name}.title`) : fallback;
}

function currentGame() {
  return catalog.games.find((g) => g.name === $("game-name").value);
}

function fillGame() {
  const g = currentGame();
  if (!g) return;
  $("game-summary").textContent = has(`${g.name}.summary`) ? t(`${g.name}.summary`) : g.summary || "";
  const counts = [];
  for (let n = g.min_players; n <= g.max_players; n++) counts.push(el("option", { value: n }, String(n)));
  $("players").replaceChildren(...counts);
  $("players").value = String(Math.max(g.min_players, Math.min(2, g.max_players)));
  const opts = [el("legend", {}, t("lobby.variants"))];
  for (const [name, o] of Object.entries(g.options)) {
    const label = has(`${g.name}.option.${name}`) ? t(`${g.name}.option.${name}`) : o.help || name;
    let input;
    if (o.choices) {
      input = el("select", { "data-option": name }, ...o.choices.map((c) => el("option", { value: JSON.stringify(c) }, term(g.name, String(c)))));
      input.value = JSON.stringify(o.default);
    } else if (typeof o.default === "boolean") {
      input = el("input", { type: "checkbox", "data-option": name });
      input.checked = o.default;
    } else {
      input = el("input", { "data-option": name, value: String(o.default) });
    }
    opts.push(el("label", { class: "option", title: name }, input, ` ${label}`));
  }
  if (opts.length === 1) opts.push(el("small", {}, t("lobby.noVariants")));
  $("options").replaceChildren(...opts);
  fillSeats();
}

function fillSeats() {
  const n = Number($("players").value);
  const rows = [el("legend", {}, t("lobby.seats"))];
  for (let i = 0; i < n; i++) {
    const kind = el("select", { "data-seat-kind": i },
      ...BOTS().map((b) => el("option", { value: b.value }, b.label)));
    kind.value = i === 0 ? "human" : "heuristic";
    const name = el("input", { "data-seat-name": i, maxlength: 24, placeholder: i === 0 ? t("lobby.yourName") : t("lobby.name") });
    rows.push(el("div", { class: "seat-row" }, el("span", { class: "seat-no" }, t("lobby.seatN", { n: i + 1 })), kind, name));
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
  const seats = [...document.querySelectorAll("select[data-seat-kind]")].map((s) => s.value);
  const names = [...document.querySelectorAll("input[data-seat-name]")].map((i) => i.value.trim());
  const turn = Number($("clock-turn").value) || 0;
  const bank = Number($("clock-bank").value) || 0;
  const body = {
    game: $("game-name").value, players: Number($("players").value), options: readOptions(), seats, names,
    takeover: $("takeover").value || null, clock: turn || bank ? { turn, bank } : null,
    open: $("open-game").checked,
  };
  try {
    const made = await api("/api/games", body);
    say("");
    showCreated(made, names);
    listGames();
  } catch (err) {
    say(err.message, true);
  }
}

function showCreated(made, names) {
  const box = $("created");
  const humans = made.seats.filter((s) => s.link);
  const who = (s) => names[s.seat] || t("lobby.seatN", { n: s.seat + 1 });
  const items = [el("h3", {}, t("lobby.created"))];
  const mine = humans.find((s) => s.token);
  if (mine) {
    holdSeat(made.id, mine.link);
    items.push(el("p", {}, el("a", { href: mine.link, class: "play-link", id: "play-link" }, t("lobby.playNow"))));
  }
  if (humans.length > 1) {
    const all = humans.map((s) => s.token ? `token=${encodeURIComponent(s.token)}` : `invite=${encodeURIComponent(s.invite)}`).join("&");
    items.push(el("p", {}, el("a", { href: `/game/${made.id}?${all}`, id: "hotseat-link" }, t("lobby.hotSeat"))));
  }
  for (const s of humans.filter((x) => !x.token)) {
    const link = new URL(s.link, location.href).toString();
    const button = el("button", { type: "button", class: "copy", "data-copy": s.seat }, t("lobby.copyInvite"));
    button.addEventListener("click", () => copy(link, button));
    items.push(el("p", { class: "links" }, t("lobby.inviteFor", { name: who(s) }), " ", button,
      el("input", { readonly: "", value: link, "data-invite-link": s.seat })));
  }
  if (!humans.length) items.push(el("p", {}, t("lobby.onlyBots")));
  items.push(el("p", { class: "links" }, el("a", { href: made.spectator, id: "spectator-link" }, t("lobby.watch"))));
  box.replaceChildren(...items);
  box.dataset.game = made.id;
  box.hidden = false;
}

const SEATS_KEY = "expeditions.seats";

// The seats this browser holds (game id -> its link), so the lobby leads back to them.
function heldSeats() {
  try {
    return JSON.parse(localStorage.getItem(SEATS_KEY)) || {};
  } catch {
    return {};
  }
}

function holdSeat(id, link) {
  const held = Object.entries(heldSeats()).filter(([other]) => other !== id).slice(-49);
  held.push([id, link]);
  try {
    localStorage.setItem(SEATS_KEY, JSON.stringify(Object.fromEntries(held)));
  } catch {
    // storage refused (private browsing): the lobby offers the seats as to anyone
  }
}

async function listGames() {
  try {
    const page = await api("/api/games?limit=30");
    const items = page.games.map((g) => {
      const players = (g.names || g.seats).join(", ");
      const status = t(`status.${g.status}`);
      // An open game offers each free person's seat; a closed one only by invitation.
      // A game this browser holds a seat of leads back to it instead: one person, one seat.
      const held = heldSeats()[g.id];
      const joins = held ? [el("a", { href: held, class: "your-seat", "data-your-seat": g.id }, t("lobby.yourSeat"))] : (g.free || []).map((seat) => el("button", {
        type: "button", class: "join", "data-join": `${g.id}:${seat}`,
        onclick: (e) => joinSeat(g.id, seat, e.currentTarget),
      }, t("lobby.join", { name: (g.names && g.names[seat]) || t("lobby.seatN", { n: seat + 1 }) })));
      return el("li", { "data-game": g.id }, el("b", {}, gameTitle(g.game, g.title || g.game)), ` · ${players} · ${status} · `,
        el("a", { href: `/game/${g.id}` }, t("lobby.watch")), ...joins.flatMap((b) => [" ", b]));
    });
    $("game-list").replaceChildren(...(items.length ? items : [el("li", {}, t("lobby.noGames"))]));
  } catch (err) {
    say(err.message, true);
  }
}

async function joinSeat(id, seat, button) {
  // The first to ask holds the seat: the server answers with its secret, then the table opens.
  button.disabled = true;
  try {
    const got = await api(`/api/games/${id}/join`, { seat });
    const link = `/game/${id}?token=${encodeURIComponent(got.token)}`;
    holdSeat(id, link);
    location.href = link;
  } catch (err) {
    say(err.message, true);
    listGames();
  }
}

function openRecordFile(event) {
  const file = event.target.files[0];
  if (!file) return;
  file.text().then((text) => {
    try {
      const record = JSON.parse(text);
      if (!record || typeof record !== "object" || !record.game) throw new Error("shape");
    } catch {
      return say(t("error.badRecord", { name: file.name }), true);
    }
    sessionStorage.setItem("record", text);
    location.href = "/replay?file=1";
  });
}

// --- table -------------------------------------------------------------------

const table = {
  id: null, tokens: [], sockets: new Map(), views: new Map(), logs: new Map(),
  active: null, revealed: null, picks: [], picksSeq: null, sentSeq: null,
  stories: new Map(), storyBusy: false,
};

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
    const q = tokens.map((tk) => `token=${encodeURIComponent(tk)}`).join("&");
    history.replaceState(null, "", `/game/${id}${q ? `?${q}` : ""}`);
  }
  return tokens;
}

async function handOn() {
  try {
    const got = await api(`/api/games/${table.id}/hand-on`, { token: table.active });
    $("hand-on-link").value = new URL(got.link, location.href).toString();
    $("hand-on-link").hidden = false;
    say(t("table.handOnSaid"));
  } catch (err) {
    say(err.message, true);
  }
}

async function stopGame() {
  if (!confirm(t("table.stopAsk"))) return;
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
  $("board").addEventListener("click", boardClick);
  $("board").addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") boardClick(e); });
  $("undo-button").addEventListener("click", () => send({ type: "undo" }));
  $("return-button").addEventListener("click", () => send({ type: "return" }));
  $("curtain-button").addEventListener("click", () => { table.revealed = table.active; draw(); });
  setInterval(tickClock, 1000);
}

function connect(token, delay = 500) {
  const proto = location.protocol === "https:" ? "wss" : "ws";
  // The board's words come in the page's language.
  const q = new URLSearchParams({ lang });
  if (token) q.set("token", token);
  const ws = new WebSocket(`${proto}://${location.host}/ws/games/${table.id}?${q}`);
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
      table.sentSeq = null;
      say(msg.detail, true);
      if (msg.status === 403 || msg.status === 404) ws.fatal = true;
    }
  };
  ws.onclose = () => {
    if (ws.fatal) return;
    say(t("error.reconnecting"), true);
    setTimeout(() => connect(token, Math.min(delay * 2, 8000)), delay);
  };
}

async function refetch(token) {
  // Pushes carry only the new log entries; after a gap, fetch the whole view once.
  const q = new URLSearchParams({ lang });
  if (token) q.set("token", token);
  const v = await api(`/api/games/${table.id}?${q}`);
  table.logs.set(token, v.log);
  v.receivedAt = Date.now();
  table.views.set(token, v);
  draw();
}

function activeToken() {
  // Hot seat: the seat to move if this screen holds it, else the first held seat.
  let pick = table.tokens.length ? table.tokens[0] : null;
  for (const [token, v] of table.views) if (v.your_turn) pick = token;
  return pick;
}

function send(message) {
  const token = table.active;
  const ws = table.sockets.get(token);
  const view = table.views.get(token);
  if (!ws || ws.readyState !== WebSocket.OPEN || !view) return say(t("error.notConnected"), true);
  ws.send(JSON.stringify({ seq: view.seq, ...message }));
}

function nameOf(v, i) {
  if (i === null || i === undefined || i < 0) return t("log.chance");
  return v.names[i];
}

function curtained(v) {
  return v.hidden_information && table.tokens.length > 1 && v.you !== null && table.revealed !== table.active && !v.over;
}

function draw() {
  table.active = activeToken();
  const v = table.views.get(table.active);
  if (!v) return;
  document.title = `${gameTitle(v.game, v.title)} – Expeditions`;
  const hidden = curtained(v);
  $("curtain").hidden = !hidden;
  $("curtain-text").textContent = t("table.passTo", { name: v.names[v.you] });
  for (const id of ["play", "side"]) $(id).hidden = hidden;
  const turn = $("turn");
  turn.classList.toggle("yours", v.your_turn);
  if (v.stopped) turn.textContent = t("table.stopped", { why: v.stopped });
  else if (v.over) turn.textContent = t("table.over");
  else if (v.your_turn) turn.textContent = t("table.yourTurn", { name: v.names[v.you] });
  else turn.textContent = t("table.toMove", { name: nameOf(v, v.to_move) }) + (v.you === null ? ` (${t("table.spectating")})` : "");
  if (!v.boardStale) turn.dataset.seq = v.seq;  // the position is drawn in full
  turn.dataset.over = v.over ? "1" : "";
  $("away-banner").hidden = !(v.you !== null && v.seats[v.you].away);
  $("stop-button").hidden = !(v.you !== null && v.you === v.host && !v.over);
  const token = table.active;
  const q = token ? `?token=${encodeURIComponent(token)}` : "";
  $("record-link").href = `/api/games/${table.id}/record${q}`;
  $("replay-link").href = `/replay?game=${table.id}${token ? `&token=${encodeURIComponent(token)}` : ""}`;
  if (hidden) {
    // Nothing private stays on the page while the screen changes hands.
    $("board").replaceChildren();
    $("panels").replaceChildren();
    $("log").replaceChildren();
    $("choices").replaceChildren();
    table.logSeat = undefined;
    return;
  }
  $("board").innerHTML = v.board;
  $("board").classList.toggle("stale", Boolean(v.boardStale));
  // A wide drawing on a phone scrolls sideways rather than shrinking its labels away.
  const svg = $("board").querySelector("svg");
  if (svg && Number(svg.getAttribute("width")) > 700) svg.classList.add("wide");
  if (v.boardStale) {
    // The last board stays in view until this position's board arrives, offering nothing.
    for (const e of $("board").querySelectorAll("[data-part]")) e.setAttribute("aria-disabled", "true");
    $("choices").replaceChildren();
  } else {
    markLastMove(v);
    drawChoices(v);
  }
  $("undo-button").disabled = !v.can_undo;
  drawPanels($("panels"), v);
  drawLog(v);
  tellStory();
  drawFinal(v);
  drawHelp(v);
  if (table.notice) say(table.notice, true);  // a refused invitation stays in view
  tickClock();
}

// --- choosing an action on the board ------------------------------------------

function boardClick(event) {
  const v = table.views.get(table.active);
  if (!v || !v.your_turn) return;
  // A token drawn over a space must not swallow the click: take the first
  // clickable part under the pointer.
  let target = event.target.closest("[data-part]:not([aria-disabled])");
  if (!target && event.clientX !== undefined) {
    target = document.elementsFromPoint(event.clientX, event.clientY)
      .find((n) => n.closest && n.closest("#board") && n.matches("[data-part]:not([aria-disabled])"));
  }
  if (!target) return;
  const offer = table.offers.get(partKey(target.dataset.kind, target.dataset.part));
  if (offer) pick(offer);
}

function pick(offer) {
  table.picks.push({ kind: offer.kind, text: offer.text, loose: offer.loose });
  drawChoices(table.views.get(table.active));
}

function legalParts(v) {
  return (v.parts || []).map((parts, i) => ({ text: v.legal[i], parts }));
}

function partLabel(v, offer) {
  if (offer.kind === "verb" || offer.kind === "word") return term(v.game, offer.text);
  return term(v.game, offer.text);
}

function drawChoices(v) {
  const box = $("choices");
  table.offers = new Map();
  if (table.picksSeq !== v.seq) { table.picks = []; table.picksSeq = v.seq; }
  const mine = v.your_turn && table.sentSeq !== v.seq;
  const found = mine ? narrow(legalParts(v), table.picks) : { offers: [], send: null, confirm: null };
  if (found.send) {
    table.sentSeq = v.seq;
    send({ type: "action", action: found.send.text });
    table.picks = [];
  }
  const offers = found.send ? [] : found.offers;
  for (const o of offers) table.offers.set(partKey(o.kind, o.text), o);
  const onBoard = new Set();
  for (const node of $("board").querySelectorAll("[data-part]")) {
    const k = partKey(node.dataset.kind, node.dataset.part);
    if (table.offers.has(k)) {
      node.removeAttribute("aria-disabled");
      node.classList.add("pick");
      node.setAttribute("role", "button");
      node.setAttribute("tabindex", "0");
      onBoard.add(k);
    } else {
      node.setAttribute("aria-disabled", "true");
      node.classList.remove("pick");
    }
  }
  // Choices with no place on the board: small widgets, one per kind of part.
  const groups = new Map();
  for (const o of offers) {
    if (onBoard.has(partKey(o.kind, o.text))) continue;
    if (!groups.has(o.kind)) groups.set(o.kind, []);
    groups.get(o.kind).push(o);
  }
  const widgets = [];
  for (const [kind, list] of groups) {
    const label = el("span", { class: "kind" }, t(`kind.${kind}`));
    if (list.length <= 12) {
      widgets.push(el("div", { class: `widget kind-${kind}`, "data-widget": kind }, label,
        ...list.map((o) => el("button", { type: "button", class: "part", "data-part": o.text, "data-kind": o.kind, onclick: () => pick(o) }, partLabel(v, o)))));
    } else {
      const select = el("select", { "data-widget-select": kind },
        el("option", { value: "" }, t("choose.pick")),
        ...list.map((o, i) => el("option", { value: i, "data-part": o.text, "data-kind": o.kind }, partLabel(v, o))));
      select.addEventListener("change", () => { if (select.value !== "") pick(list[Number(select.value)]); });
      widgets.push(el("div", { class: `widget kind-${kind}`, "data-widget": kind }, label, select));
    }
  }
  const chosen = table.picks.map((p) => el("span", { class: "picked" }, partLabel(v, p)));
  const tools = [];
  if (table.picks.length && !found.send) {
    tools.push(el("button", { type: "button", "data-undo": "", class: "undo-part", onclick: () => { table.picks.pop(); drawChoices(v); } }, t("choose.back")));
  }
  if (found.confirm) {
    tools.push(el("button", { type: "button", "data-confirm": found.confirm.text, class: "confirm", onclick: () => {
      table.sentSeq = v.seq;
      table.picks = [];
      send({ type: "action", action: found.confirm.text });
      drawChoices(v);
    } }, t("choose.confirm", { action: describe(v, found.confirm) })));
  }
  let hint = "";
  if (mine && offers.length) hint = t(onBoard.size ? "choose.hintBoard" : "choose.hint");
  if (found.send || table.sentSeq === v.seq) hint = t("choose.sending");
  box.replaceChildren(
    el("div", { class: "chosen" }, hint ? el("span", { class: "hint" }, hint) : "", ...chosen, ...tools),
    ...widgets);
  box.hidden = !v.your_turn;
}

function describe(v, action) {
  return action.parts.map(([, text]) => term(v.game, text)).join(" ");
}

function markLastMove(v) {
  // The parts of the last moves that name places get a ring on the board.
  const texts = (v.recent || []).map((i) => v.log[i] && v.log[i].text).filter((x) => x && x !== "?");
  const last = texts.slice(-3).map((x) => ` ${x} `);
  for (const node of $("board").querySelectorAll("[data-part]")) {
    const kind = node.dataset.kind;
    if (kind !== "space" && kind !== "animal" && kind !== "site") continue;
    if (last.some((x) => x.includes(` ${node.dataset.part} `))) node.classList.add("last-move");
  }
}

// --- the log, in words ----------------------------------------------------------

async function tellStory() {
  // The log in words is told by the server on request, after the moves are in.
  const token = table.active;
  const v = table.views.get(token);
  if (!v || table.storyBusy) return;
  const held = table.stories.get(token);
  if (held && held.seq === v.seq) return;
  table.storyBusy = true;
  try {
    const q = new URLSearchParams({ lang });
    if (token) q.set("token", token);
    const story = await api(`/api/games/${table.id}/story?${q}`);
    story.seq = v.seq;
    table.stories.set(token, story);
    if (table.active === token && !curtained(table.views.get(token))) drawLog(table.views.get(token));
  } catch {
    // the notation stays shown; the words come with the next move
  } finally {
    table.storyBusy = false;
  }
  const now = table.views.get(table.active);
  const got = table.stories.get(table.active);
  if (now && (!got || got.seq !== now.seq)) setTimeout(tellStory, 300);
}

function drawLog(v) {
  const log = $("log");
  const story = table.stories.get(table.active);
  const told = story && story.upto <= v.log.length ? story : null;
  const recent = new Set(v.recent);
  const first = Math.min(...v.recent, Infinity);
  const items = told ? told.lines.map((x) => el("li", {
    class: [x.last >= first ? "recent" : "", x.harm ? "harm" : "", "told"].join(" "),
    "data-i": x.first, style: x.seat !== null && x.seat >= 0 ? `border-left-color:${v.colours[x.seat]}` : "",
  }, x.text)) : [];
  items.push(...notationLines(v, told ? told.upto : 0, recent));
  log.replaceChildren(...items);
  // The move whose story is shown (the words arrive after the move itself).
  log.dataset.toldSeq = told && story.seq === v.seq ? String(v.seq) : "";
  log.scrollTop = log.scrollHeight;
}

function notationLines(v, from, recent) {
  // Entries not yet told in words: chance runs fold into one line; secret
  // entries say only who acted.
  const lines = [];
  let fold = null;
  for (const e of v.log.slice(from)) {
    const words = e.words;
    if (e.seat < 0 && !words) {
      if (!fold) { fold = { first: e.i, count: 0, texts: [] }; lines.push(fold); }
      fold.count += 1;
      fold.texts.push(e.text);
      continue;
    }
    fold = null;
    lines.push(e);
  }
  return lines.map((e) => {
    if (e.count !== undefined) {
      const det = el("details", {}, el("summary", {}, t(e.first === 0 ? "log.setup" : "log.chanceRun", { n: e.count })),
        el("span", { class: "raw" }, e.texts.join(" · ")));
      return el("li", { class: "chance", "data-i": e.first }, det);
    }
    const who = e.seat >= 0 ? el("b", { style: `color:${v.colours[e.seat]}` }, v.names[e.seat]) : "";
    const text = e.words || (e.text === "?" ? t("log.secret") : term(v.game, e.text));
    const cls = [recent.has(e.i) ? "recent" : "", e.by === "takeover" ? "takeover" : "", e.text === "?" ? "secret" : ""].join(" ");
    return el("li", { class: cls, "data-i": e.i }, who, who ? " " : "", text, e.by === "takeover" ? el("small", {}, ` (${t("log.stoodIn")})`) : "");
  });
}

function tickClock() {
  const v = table.views.get(table.active);
  if (!v || !v.clock) return;
  const gone = (Date.now() - (v.receivedAt || Date.now())) / 1000;
  for (const cell of document.querySelectorAll("[data-clock]")) {
    const seat = Number(cell.dataset.clock);
    let left = v.clock.bank[seat];
    if (v.clock.owner === seat) left = Math.max(0, v.clock.turn_left + v.clock.bank[seat] - gone);
    cell.textContent = `⏱ ${Math.floor(left / 60)}:${String(Math.floor(left % 60)).padStart(2, "0")}`;
  }
}

// --- the end of a game -----------------------------------------------------------

function pointsTable(v, final) {
  // The common shape: per seat, a list of [reason, points]; one row per reason.
  const perSeat = Array.isArray(final) && final.length === v.players && final.every((rows) =>
    Array.isArray(rows) && rows.every((r) => Array.isArray(r) && r.length === 2 && typeof r[0] === "string"));
  if (!perSeat) return null;
  const reasons = [];
  for (const rows of final) for (const [why] of rows) if (!reasons.includes(why)) reasons.push(why);
  const head = el("tr", {}, el("th", {}, ""), ...final.map((_, i) => el("th", { style: `color:${v.colours[i]}` }, v.names[i])));
  const body = reasons.map((why) => el("tr", {}, el("th", {}, term(v.game, why)), ...final.map((rows) => {
    const hit = rows.find((r) => r[0] === why);
    return el("td", {}, hit ? String(hit[1]) : "");
  })));
  const total = v.scores ? [el("tr", { class: "total" }, el("th", {}, t("end.total")),
    ...v.scores.map((s, i) => el("td", { "data-total": i }, `${s}${v.winners.includes(i) ? " ★" : ""}`)))] : [];
  return el("table", { class: "points" }, head, ...body, ...total);
}

function whyWon(v) {
  if (v.stopped) return t("end.stoppedWhy", { why: v.stopped });
  if (!v.winners.length) return t("end.nobody");
  const names = v.winners.map((w) => v.names[w]).join(", ");
  const o = v.observation;
  if (v.game === "relic" && o.winner !== null && o.winner !== undefined) return t("end.relicWhy", { names });
  if (v.game === "southpole" && o.winner !== null && o.winner !== undefined) return t("end.southpoleWhy", { names });
  const best = v.scores ? Math.max(...v.scores) : null;
  if (v.winners.length > 1) return t("end.tie", { names, n: best });
  return t("end.most", { names, n: best });
}

function drawFinal(v) {
  const box = $("final");
  box.hidden = !v.over;
  if (!v.over) return;
  const title = v.stopped ? t("end.stopped") : v.winners.length ? t("end.won", { names: v.winners.map((w) => v.names[w]).join(", ") }) : t("end.nobodyTitle");
  const table_ = (v.final && pointsTable(v, v.final)) || (v.scores ? pointsTable(v, v.names.map(() => [])) : null);
  const token = table.active;
  const replay = el("a", { href: `/replay?game=${table.id}${token ? `&token=${encodeURIComponent(token)}` : ""}`, id: "final-replay" }, t("end.replay"));
  box.replaceChildren(el("h3", { "data-end": v.stopped ? "stopped" : v.winners.length ? "won" : "nobody" }, title),
    el("p", { class: "why" }, whyWon(v)), table_ || "", el("p", {}, replay, " · ", el("a", { href: "/" }, t("end.lobby"))));
}

// --- how to play and the legend ---------------------------------------------------

function drawHelp(v) {
  const box = $("help");
  if (box.dataset.game === v.game) return;
  box.dataset.game = v.game;
  const list = (key) => {
    const items = t(key);
    return Array.isArray(items) ? el("ul", {}, ...items.map((x) => el("li", {}, x))) : el("p", {}, items);
  };
  box.replaceChildren(
    el("summary", {}, t("help.title")),
    el("h4", {}, t("help.turn")), list(`${v.game}.help.turn`),
    el("h4", {}, t("help.legend")), list(`${v.game}.help.legend`),
    el("h4", {}, t("help.scoring")), list(`${v.game}.help.scoring`));
}

// --- replay ------------------------------------------------------------------

const replay = { game: null, token: null, record: null, total: 0, players: 0 };

async function showReplay() {
  $("replay").hidden = false;
  const params = new URLSearchParams(location.search);
  replay.game = params.get("game");
  replay.token = params.get("token");
  let seats = 0;
  let me = null;
  try {
    if (params.get("file")) {
      replay.record = JSON.parse(sessionStorage.getItem("record") || "null");
      if (!replay.record || !replay.record.game) throw new Error(t("error.badRecord", { name: "" }));
      seats = replay.record.players;
    } else {
      const v = await api(`/api/games/${replay.game}${replay.token ? `?token=${encodeURIComponent(replay.token)}` : ""}`);
      seats = v.players;
      me = v.you;
    }
  } catch (err) {
    return say(err.message, true);
  }
  const choices = [el("option", { value: "" }, t("replay.spectator"))];
  for (let i = 0; i < seats; i++) choices.push(el("option", { value: i }, t("lobby.seatN", { n: i + 1 })));
  $("replay-seat").replaceChildren(...choices);
  $("replay-seat").value = me === null || me === undefined ? "" : String(me);
  const go = (f) => () => step(f(Number($("replay-step").value)));
  $("replay-first").onclick = go(() => 0);
  $("replay-prev").onclick = go((s) => s - 1);
  $("replay-next").onclick = go((s) => s + 1);
  $("replay-last").onclick = go(() => replay.total);
  $("replay-step").oninput = go((s) => s);
  $("replay-seat").onchange = go((s) => s);
  try {
    const first = await fetchStep(0);
    replay.total = first.total;
    $("replay-step").max = first.total;
    step(first.total);
  } catch (err) {
    say(err.message, true);
  }
}

async function fetchStep(n) {
  const seat = $("replay-seat").value;
  if (replay.record) {
    return api("/api/replay", { record: replay.record, step: n, seat: seat === "" ? null : Number(seat), lang });
  }
  const q = new URLSearchParams({ step: n, lang });
  if (replay.token) q.set("token", replay.token);
  if (seat !== "") q.set("seat", seat);
  return api(`/api/games/${replay.game}/replay?${q}`);
}

async function step(n) {
  n = Math.max(0, Math.min(replay.total, n));
  try {
    const s = await fetchStep(n);
    $("replay-step").value = n;
    $("replay-pos").textContent = t("replay.step", { n, total: s.total });
    $("replay-board").innerHTML = s.board;
    $("replay-log").replaceChildren(...s.log.map((x) => el("li", {}, x)));
    say("");
  } catch (err) {
    say(err.message, true);
  }
}

// --- routing -----------------------------------------------------------------

async function start() {
  await loadWords();
  applyWords();
  const switcher = $("lang");
  switcher.replaceChildren(...Object.entries(LANGS).map(([code, name]) => el("option", { value: code }, name)));
  switcher.value = lang;
  switcher.addEventListener("change", () => setLang(switcher.value));
  const path = location.pathname;
  const match = path.match(/^\/game\/([^/]+)$/);
  if (match) showTable(match[1]);
  else if (path === "/replay") showReplay();
  else showLobby();
}

start();
