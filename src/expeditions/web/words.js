// The page's words, one file per language (words-en.json, words-el.json).
// `t("key", {n: 3})` gives the word for the chosen language, falling back to
// English, then to the key itself; {name} in a word is filled from `vars`.

let words = {};
let english = {};
export let lang = "en";
export const LANGS = { en: "English", el: "Ελληνικά" };

export async function loadWords() {
  const asked = new URLSearchParams(location.search).get("lang") || localStorage.getItem("lang") || "en";
  lang = asked in LANGS ? asked : "en";
  document.documentElement.lang = lang;
  english = await (await fetch("/static/words-en.json")).json();
  words = lang === "en" ? english : await (await fetch(`/static/words-${lang}.json`)).json();
}

export function setLang(next) {
  localStorage.setItem("lang", next);
  const url = new URL(location.href);
  url.searchParams.delete("lang");
  location.href = url.toString();
}

export function has(key) {
  return key in words || key in english;
}

export function t(key, vars = {}) {
  let w = words[key] ?? english[key] ?? key;
  if (Array.isArray(w)) return w;
  for (const [k, v] of Object.entries(vars)) w = w.replaceAll(`{${k}}`, String(v));
  return w;
}

// Words for a game's own term (a verb, an item, a phase), else the term itself.
export function term(game, text) {
  const k = `${game}.term.${text}`;
  return has(k) ? t(k) : text;
}

// Fill every element marked data-w="key" with its word.
export function applyWords(root = document) {
  for (const node of root.querySelectorAll("[data-w]")) node.textContent = t(node.dataset.w);
  for (const node of root.querySelectorAll("[data-w-placeholder]")) node.placeholder = t(node.dataset.wPlaceholder);
}
