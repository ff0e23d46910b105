/**
 * The language menu: its options, the choice kept across reloads (localStorage), and an open form
 * rebuilt in the new language with what was typed, chosen and said kept.
 */
import { h } from "./dom";
import { LOCALES, setLocale } from "./labels";
import { setUiLocale } from "./ui-text";

/** Where the chosen language is kept across reloads. */
const LOCALE_KEY = "teq-locale";

/** Switches every word of the page to a locale (and remembers it). */
function useLocale(select: HTMLSelectElement, code: string): void {
  const chosen = code in LOCALES ? code : "en";
  select.value = chosen;
  setLocale(chosen);
  setUiLocale(chosen);
  try {
    localStorage.setItem(LOCALE_KEY, chosen);
  } catch {
    // Storage refused (a private window): the choice lasts until the page is left.
  }
}

/** Fills the menu, switches to the remembered language, and calls `onChange` after each choice. */
export function setUpLocaleMenu(select: HTMLSelectElement, onChange: () => void): void {
  for (const [code, { label }] of Object.entries(LOCALES)) select.append(h("option", { value: code }, label));
  select.addEventListener("change", () => {
    useLocale(select, select.value);
    onChange();
  });
  useLocale(
    select,
    ((): string => {
      try {
        return localStorage.getItem(LOCALE_KEY) ?? "en";
      } catch {
        return "en";
      }
    })(),
  );
}

/** Rebuilds an open form (by `rebuild`) in the current language, keeping what was typed, chosen and said. */
export function relabelDialog(dialog: HTMLDialogElement, rebuild: () => void): void {
  if (!dialog.open) return;
  const fields = [...dialog.querySelectorAll<HTMLInputElement | HTMLSelectElement>("input, select")].map((el) => ({
    id: el.dataset["testid"] ?? el.name,
    value: el.value,
    checked: el instanceof HTMLInputElement ? el.checked : false,
  }));
  rebuild();
  for (const f of fields) {
    const el = [...dialog.querySelectorAll<HTMLInputElement | HTMLSelectElement>("input, select")].find(
      (x) => (x.dataset["testid"] ?? x.name) === f.id,
    );
    if (el === undefined) continue;
    el.value = f.value;
    if (el instanceof HTMLInputElement && el.type === "checkbox") el.checked = f.checked;
    el.dispatchEvent(new Event("change"));
  }
}
