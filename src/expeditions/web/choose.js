// Choosing an action part by part. The server sends each legal action as its
// parts, [kind, text] in the order of its notation (docs/contract.md,
// "Actions"); every click adds a part and narrows the actions still possible.
// A click on the board may pass over verb and linking-word parts, so "move"
// need not be clicked before the space it moves to.

const PASS = new Set(["verb", "word"]);
const key = (kind, text) => `${kind}|${text}`;

// Index after the last pick in `parts`, or -1 when the picks do not fit.
// A pick marked `loose` only has to appear somewhere (it tells apart actions
// that the other picks name alike, as "go c4" and "passage c4").
function matchAt(parts, picks) {
  let i = 0;
  for (const p of picks) {
    if (p.loose) {
      if (!parts.some(([k, t]) => k === p.kind && t === p.text)) return -1;
      continue;
    }
    while (i < parts.length && !(parts[i][0] === p.kind && parts[i][1] === p.text) && PASS.has(parts[i][0])) i++;
    if (i >= parts.length || parts[i][0] !== p.kind || parts[i][1] !== p.text) return -1;
    i++;
  }
  return i;
}

// What the picks leave: `offers` (parts that may be clicked now), `exact`
// (actions the picks name completely), `send` (the one action to send now, or
// null) and `confirm` (the one action a confirm control would send).
export function narrow(actions, picks) {
  const live = [];
  for (const a of actions) {
    const at = matchAt(a.parts, picks);
    if (at >= 0) live.push({ a, at });
  }
  const exact = live.filter((c) => c.at === c.a.parts.length).map((c) => c.a);
  const offers = new Map();
  const offer = (kind, text, loose) => {
    const k = key(kind, text);
    if (!offers.has(k)) offers.set(k, { kind, text, loose });
  };
  for (const { a, at } of live) {
    for (let j = at; j < a.parts.length; j++) {
      const [kind, text] = a.parts[j];
      offer(kind, text, false);
      if (!PASS.has(kind)) break;
    }
  }
  if (exact.length > 1) {
    // Several actions fit every pick: offer what tells them apart.
    for (const a of exact) {
      for (const [kind, text] of a.parts) {
        if (!exact.every((b) => b.parts.some(([k, t]) => k === kind && t === text))) offer(kind, text, true);
      }
    }
  }
  const one = exact.length === 1 ? exact[0] : null;
  return {
    offers: [...offers.values()],
    exact,
    send: one && live.length === 1 && picks.length ? one : null,
    confirm: one && live.length > 1 ? one : null,
    live: live.length,
  };
}

export { key as partKey };
