/**
 * Refusals and failures in words, in every locale the client speaks: the engine's refusal codes
 * (a move checked on this page, or refused by the server), the lobby's HTTP answers, a save that
 * cannot be read. The code itself stays on the element (`data-code`) for tests and bug reports;
 * the words shown come from here. Part of the client's label tables (ui-text.ts, as `ui().errors`).
 */

export const ERRORS_EN = {
  /** Words for the engine's refusal codes a player can meet. */
  codes: {
    NOT_YOUR_DECISION: "It is not your turn to decide that.",
    WRONG_ACTION_TYPE: "That action does not answer the decision asked.",
    GAME_OVER: "The game is over.",
    MALFORMED_ACTION: "That action is not well formed.",
    UNEXPECTED_FIELD: "That action has a field it does not take.",
    UNKNOWN_ACTION_TYPE: "No rule knows that action.",
    STALE_MOVE: "The game moved on before your move arrived.",
  } as Readonly<Record<string, string>>,
  /** A refusal whose code has no words here. */
  otherRefusal: "That action is not allowed now.",
  /** The lobby's answers, by HTTP status. */
  lobby: {
    400: "The server refused these settings.",
    403: "The server did not accept this seat's credentials.",
    404: "No match with this ID on the server.",
    409: "That seat is taken, or the match is full.",
  } as Readonly<Record<number, string>>,
  otherLobby: (status: number) => `The server answered with an error (HTTP ${status}).`,
  unreachable: "The server cannot be reached.",
  noMatchId: "Enter a match ID.",
  notASave: "This file is not a saved game.",
  saveMismatch: "The save's state does not match its action history.",
};

/** The shape every locale's error words have. */
export type ErrorText = typeof ERRORS_EN;

export const ERRORS_JA: ErrorText = {
  codes: {
    NOT_YOUR_DECISION: "その決定はあなたの番ではありません。",
    WRONG_ACTION_TYPE: "その行動は求められている決定に答えていません。",
    GAME_OVER: "ゲームは終了しています。",
    MALFORMED_ACTION: "その行動の形式が正しくありません。",
    UNEXPECTED_FIELD: "その行動に不要な項目があります。",
    UNKNOWN_ACTION_TYPE: "その行動を扱うルールがありません。",
    STALE_MOVE: "あなたの手が届く前にゲームが進みました。",
  },
  otherRefusal: "その行動は今はできません。",
  lobby: {
    400: "サーバーがこの設定を拒否しました。",
    403: "サーバーがこの席の認証情報を受け付けませんでした。",
    404: "この ID の対戦はサーバーにありません。",
    409: "その席は埋まっているか、対戦が満員です。",
  },
  otherLobby: (status) => `サーバーがエラーを返しました（HTTP ${status}）。`,
  unreachable: "サーバーに接続できません。",
  noMatchId: "対戦 ID を入力してください。",
  notASave: "このファイルは保存したゲームではありません。",
  saveMismatch: "保存された状態が手の履歴と一致しません。",
};
