/**
 * The online mode's own words, in every locale the client speaks (the game's sentences still come
 * from the library's formatters). Japanese has every key of English's, or it does not compile.
 */

export const ONLINE_EN = {
  playOnline: "Play online",
  title: "Play online",
  serverUrl: "Game server ",
  lobbyUrl: "Lobby API ",
  yourName: "Your name ",
  defaultName: "Player",
  createTitle: "Create a match",
  players: "Players ",
  difficulty: "Solo difficulty ",
  create: "Create and join",
  joinTitle: "Join a match",
  matchId: "Match ID ",
  seat: "Seat ",
  anySeat: "first free",
  join: "Join",
  cancel: "Cancel",
  working: "Contacting the server…",
  failed: (why: string) => `The server refused: ${why}`,
  match: "Match ",
  share: "Others join with this match ID.",
  you: (seat: string) => `You play ${seat}`,
  yourTurn: "Your turn.",
  waitingFor: (who: string) => `Waiting for ${who}…`,
  sending: "Sending your move…",
  connecting: "Connecting…",
  disconnected: "Connection lost; reconnecting…",
  refused: "The server refused that move; here is the current state.",
  seatsTitle: "Seats",
  emptySeat: "(free)",
  online: "online",
  offline: "offline",
  leave: "Leave match",
  rejoining: (id: string) => `Rejoining match ${id}…`,
};

/** The shape every locale's online words have. */
export type OnlineText = typeof ONLINE_EN;

export const ONLINE_JA: OnlineText = {
  playOnline: "オンライン対戦",
  title: "オンライン対戦",
  serverUrl: "ゲームサーバー ",
  lobbyUrl: "ロビー API ",
  yourName: "名前 ",
  defaultName: "プレイヤー",
  createTitle: "対戦を作る",
  players: "人数 ",
  difficulty: "ソロの難易度 ",
  create: "作成して参加",
  joinTitle: "対戦に参加する",
  matchId: "対戦 ID ",
  seat: "席 ",
  anySeat: "空いている席",
  join: "参加",
  cancel: "キャンセル",
  working: "サーバーに接続しています…",
  failed: (why) => `サーバーが拒否しました：${why}`,
  match: "対戦 ",
  share: "ほかのプレイヤーはこの対戦 ID で参加します。",
  you: (seat) => `あなたは${seat}です`,
  yourTurn: "あなたの番です。",
  waitingFor: (who) => `${who}を待っています…`,
  sending: "手を送信しています…",
  connecting: "接続しています…",
  disconnected: "接続が切れました。再接続しています…",
  refused: "サーバーがその手を拒否しました。現在の状態を表示します。",
  seatsTitle: "席",
  emptySeat: "（空席）",
  online: "接続中",
  offline: "未接続",
  leave: "対戦を抜ける",
  rejoining: (id) => `対戦 ${id} に戻っています…`,
};

const TABLES: Readonly<Record<string, OnlineText>> = { en: ONLINE_EN, ja: ONLINE_JA };
let current: OnlineText = ONLINE_EN;

/** Switches the online words to a locale (English when it has none). */
export function setOnlineLocale(code: string): void {
  current = TABLES[code] ?? ONLINE_EN;
}

/** The online mode's words in the current locale. */
export function words(): OnlineText {
  return current;
}
