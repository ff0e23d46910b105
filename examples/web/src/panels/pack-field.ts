/**
 * The new-game form's content pack field: the pack new games start on, a file input that loads a
 * pack (validated by `createEngine`, i.e. the library's `validateContent`), and what the last load
 * said. An invalid file changes nothing and shows the library's error message.
 */
import { InvalidContentError, type Engine } from "teq-engine";
import { h } from "../dom";
import { NotJson, REFERENCE, chooseEngine, chosenEngine, engineOfPack, isReference } from "../engine";
import { ui } from "../ui-text";

/** What the last pack load said (kept across a rebuilt form, worded in the current language when shown). */
let note: { readonly kind: "info" | "error"; readonly text: () => string } | null = null;

/** Forgets what the last pack load said (a game was started). */
export function clearPackNote(): void {
  note = null;
}

/** A pack's name and fingerprint: the reference pack by its localised name, a loaded one by its id (a code). */
export function packLabel(engine: Engine): HTMLElement {
  return h(
    "span",
    { class: "pack-name", "data-fingerprint": engine.fingerprint },
    isReference(engine) ? ui().packHint.referencePack : h("span", { class: "code" }, engine.content.id),
    " (",
    h("code", { class: "code fingerprint" }, engine.fingerprint),
    ")",
  );
}

/** Reads a pack file and makes it the one new games start on, or says why it cannot be used. */
async function loadPack(file: File): Promise<void> {
  const text = await file.text();
  try {
    chooseEngine(engineOfPack(text));
    note = { kind: "info", text: () => ui().packHint.packLoaded(file.name) };
  } catch (error) {
    const t = ui().packHint;
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof NotJson) note = { kind: "error", text: () => t.packNotJson(file.name, message) };
    else if (error instanceof InvalidContentError)
      note = { kind: "error", text: () => ui().packHint.packInvalid(file.name, message) };
    else throw error;
  }
}

/** The pack fieldset; it rebuilds itself after each load. */
export function renderPackField(): HTMLFieldSetElement {
  const t = ui().packHint;
  const chosen = chosenEngine();
  const input = h("input", { type: "file", accept: ".json,application/json", "data-testid": "pack-file" });
  const field = h(
    "fieldset",
    { class: "pack", "data-testid": "pack" },
    h("legend", {}, t.packLegend),
    h("p", { "data-testid": "pack-chosen" }, t.packInUse, packLabel(chosen)),
    h("label", {}, t.packFile, input),
    isReference(chosen)
      ? null
      : h(
          "button",
          {
            type: "button",
            "data-testid": "pack-reset",
            onclick: () => {
              chooseEngine(REFERENCE);
              note = null;
              field.replaceWith(renderPackField());
            },
          },
          t.useReference,
        ),
    note === null
      ? null
      : h(
          "p",
          { class: note.kind, role: note.kind === "error" ? "alert" : "status", "data-testid": "pack-note" },
          note.text(),
        ),
  );
  input.addEventListener("change", () => {
    const file = input.files?.[0];
    input.value = "";
    if (file === undefined) return;
    void loadPack(file).then(() => field.replaceWith(renderPackField()));
  });
  return field;
}
