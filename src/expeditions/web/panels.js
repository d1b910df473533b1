// Player panels: each seat's holdings as the viewer's observation shows them,
// in the seat's colour, with the player's name. Hidden holdings appear as
// backs with a count; nothing here reads beyond the observation.

import { t, term } from "./words.js";

const el = (tag, attrs = {}, ...children) => {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "class") node.className = v;
    else node.setAttribute(k, v);
  }
  for (const c of children) if (c !== null && c !== undefined) node.append(c);
  return node;
};

function chip(game, name, count = null, extra = "") {
  const label = term(game, name);
  return el("span", { class: `chip ${extra}`, "data-holding": name, title: label },
    label, count === null ? "" : el("b", {}, ` ×${count}`));
}

function back(count, what) {
  return el("span", { class: "chip back", "data-hidden": what }, t("panel.hidden", { n: count, what: t(`panel.h.${what}`) }));
}

function row(label, ...items) {
  const shown = items.filter((x) => x !== null && x !== "");
  return el("div", { class: "holding" }, el("span", { class: "what" }, label),
    ...(shown.length ? shown : [el("span", { class: "none" }, "–")]));
}

function counted(game, obj) {
  return Object.entries(obj || {}).filter(([, n]) => n).map(([k, n]) => chip(game, k, n));
}

const PANELS = {
  cave(o, seat) {
    const e = o.explorers[seat];
    if (!e) return [];
    if (e.kit_hidden) return [row(t("panel.kit"), back(1, "kit"))];
    const oxygen = (e.backpack.oxygen || 0) + (e.backpack["half-oxygen"] || 0) / 2;
    const tent = term("cave", e.tent) + (e.tent_at ? ` (${e.tent_at.join(" ")})` : "");
    return [
      row(t("panel.oxygen"), el("span", { class: "chip oxygen", "data-holding": "oxygen-total" }, String(oxygen))),
      row(t("panel.backpack", { used: e.backpack_used, size: 8 }), ...counted("cave", e.backpack)),
      row(t("panel.tent"), chip("cave", tent), ...counted("cave", e.tent_contents)),
      row(t("panel.tokens"), ...counted("cave", e.tokens), ...e.depth_tokens.map((d) => chip("cave", `${d}m`))),
      row(t("panel.gear"), chip("cave", `camera ${e.camera}`), chip("cave", `boat ${e.boat}`)),
    ];
  },
  relic(o, seat) {
    const e = o.explorers.find((x) => x.seat === seat);
    if (!e) return [];
    const held = e.backpack.filter((x) => x && x !== "?");
    const hidden = e.backpack.filter((x) => x === "?").length;
    const relics = held.filter((x) => x.includes("-") && !x.startsWith("dart") && !x.includes("trap") && x !== "first-aid");
    const supplies = held.filter((x) => !relics.includes(x));
    const empty = e.backpack.filter((x) => !x).length;
    return [
      row(t("panel.relics"), ...relics.map((x) => chip("relic", x, null, "relic"))),
      row(t("panel.supplies"), ...supplies.map((x) => chip("relic", x))),
      row(t("panel.backpack", { used: e.backpack.length - empty, size: e.backpack.length }),
        hidden ? back(hidden, "items") : null, e.lying ? chip("relic", "lying") : null),
    ];
  },
  temple(o, seat) {
    const p = o.player[seat];
    if (!p) return [];
    const cards = p.cards ? counted("temple", p.cards) : [];
    const unknown = p.cards ? 0 : p.cards_count;
    return [
      row(t("panel.score"), el("b", { class: "points" }, String(p.score))),
      row(t("panel.camp"), ...counted("temple", p.camp), p.camp_hidden ? back(p.camp_hidden, "keys") : null),
      row(t("panel.backpackKeys"), ...counted("temple", p.backpack)),
      row(t("panel.treasures"), ...counted("temple", p.treasures), p.treasures_hidden ? back(p.treasures_hidden, "treasures") : null),
      row(t("panel.cards"), ...cards, unknown ? back(unknown, "cards") : null),
      row(t("panel.flags"), chip("temple", "flags", p.flags_left), p.passages ? chip("temple", "passages", p.passages) : null,
        p.tent_used ? chip("temple", "tent used") : chip("temple", "tent ready")),
    ];
  },
  southpole(o, seat) {
    const tents = o.spaces.filter((s) => s.tents.includes(seat)).map((s) => s.label);
    const flags = o.spaces.filter((s) => s.flag === seat).map((s) => s.label);
    const out = [
      row(t("panel.cubes"), chip("southpole", "cubes", o.cubes[seat])),
      row(t("panel.flags"), chip("southpole", "flags left", o.flags_left[seat]), ...flags.map((f) => chip("southpole", f))),
      row(t("panel.tents"), ...tents.map((f) => chip("southpole", f))),
    ];
    if (o.to_move === seat && o.dice.length) {
      out.push(row(t("panel.dice"), ...o.dice.map((d) => el("span", { class: `die ${d.colour}`, "data-holding": "die" }, d.pips === null ? "·" : String(d.pips)))));
    }
    return out;
  },
};

export function drawPanels(box, v) {
  const make = PANELS[v.game];
  const o = v.observation;
  const cards = [];
  for (let seat = 0; seat < v.players; seat++) {
    const s = v.seats[seat];
    const who = s.kind === "bot" ? t("seat.bot", { level: botLevel(s.bot) }) : s.away ? t("seat.away") : s.connected ? t("seat.person") : t("seat.offline");
    const head = el("h4", {}, el("span", { class: "swatch", style: `background:${v.colours[seat]}` }),
      v.names[seat], seat === v.you ? ` (${t("seat.you")})` : "", el("small", {}, ` ${who}`));
    const score = v.scores ? el("span", { class: "score" }, t("panel.points", { n: v.scores[seat] })) : "";
    const body = make ? make(o, seat) : [];
    cards.push(el("section", {
      class: `panel${v.to_move === seat ? " to-move" : ""}${seat === v.you ? " mine" : ""}`,
      "data-seat-panel": seat, style: `border-color:${v.colours[seat]}`,
    }, head, score, el("div", { class: "clock", "data-clock": seat }), ...body));
  }
  box.replaceChildren(...cards);
}

export function botLevel(spec) {
  if (!spec) return "";
  if (spec.startsWith("ismcts")) return t("bot.strong");
  if (spec.startsWith("heuristic")) return t("bot.easy");
  if (spec.startsWith("random")) return t("bot.random");
  return spec;
}
