/**
 * The words of content packs and hints, in every locale the client speaks: the new-game form's pack
 * field, the pack in use, and the hint button and its answer. Part of the client's label tables
 * (ui-text.ts, as `ui().packHint`). Pack names and fingerprints are shown as given (codes, not words).
 */

export const PACK_HINT_EN = {
  /** The new-game form's pack field. */
  packLegend: "Content pack",
  packFile: "Load a pack (JSON) ",
  /** The reference pack's name. */
  referencePack: "reference pack",
  packInUse: "Pack in use: ",
  useReference: "Use the reference pack",
  packLoaded: (file: string) => `Loaded the pack in ${file}: new games are played on it.`,
  packInvalid: (file: string, message: string) => `${file} is not a usable content pack: ${message}`,
  packNotJson: (file: string, message: string) => `${file} is not JSON: ${message}`,
  /** The footer's pack label. */
  packLabel: "pack ",
  hint: "Hint",
  hintTitle: "Ask the normal bot for a move and its chance",
  thinking: "Thinking…",
  hintLine: (move: string) => `Hint: ${move}.`,
  chanceLine: (percent: number, solo: boolean, samples: number) =>
    `Estimated chance of ${solo ? "reaching the goal" : "winning"} after it: ${percent}% (${samples} playouts).`,
  hintFailed: (why: string) => `No hint: ${why}`,
};

export const PACK_HINT_JA: typeof PACK_HINT_EN = {
  packLegend: "コンテンツパック",
  packFile: "パックのファイルを読み込む ",
  referencePack: "標準パック",
  packInUse: "使用中のパック：",
  useReference: "標準パックに戻す",
  packLoaded: (file) => `${file} のパックを読み込みました。新しいゲームはこのパックで遊びます。`,
  packInvalid: (file, message) => `${file} はコンテンツパックとして使えません：${message}`,
  packNotJson: (file, message) => `${file} は JSON ではありません：${message}`,
  packLabel: "パック ",
  hint: "ヒント",
  hintTitle: "普通の強さのボットに手と見込みを聞く",
  thinking: "考えています…",
  hintLine: (move) => `ヒント：${move}。`,
  chanceLine: (percent, solo, samples) =>
    `この手の後に${solo ? "目標を達成する" : "勝つ"}見込み：${percent}%（${samples} 回のプレイアウト）。`,
  hintFailed: (why) => `ヒントを出せません：${why}`,
};
