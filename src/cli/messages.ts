/**
 * The CLI's own words (titles, board panels, headers), in English and Japanese. The game's words
 * (actions, events, names) come from the library's locales in `src/text`.
 *
 * @module
 */
import { en, ja, type Locale } from "../index";

/** Everything the CLI prints besides the library's formatters. */
export interface CliMessages {
  /** The library locale used with these messages. */
  readonly locale: Locale;
  /** The first line. */
  readonly title: string;
  /** The setup line. */
  readonly setup: (seed: string, players: number, colors: string, modules: string) => string;
  /** Module names, and the word for none. */
  readonly modules: Readonly<Record<string, string>> & { readonly none: string };
  /** The solo line. */
  readonly solo: (difficulty: string) => string;
  /** Section titles. */
  readonly sections: Readonly<
    Record<"map" | "shared" | "quests" | "players" | "play" | "scores" | "standings", string>
  >;
  /** A map card's position: coast ring index or inland. */
  readonly coast: (index: number | null) => string;
  /** The labels of a card's left and right regions in a map box (same width). */
  readonly sides: Readonly<Record<"left" | "right", string>>;
  /** The map's legend lines. */
  readonly legend: readonly string[];
  /** A region's short description inside a map box. */
  readonly region: {
    readonly castle: (owner: string) => string;
    readonly obelisk: (spell: string, level: number | null) => string;
    readonly temple: (temple: string) => string;
    readonly grotto: (effect: string) => string;
    readonly golden: (action: string) => string;
    readonly portal: (goblin: { readonly stance: string; readonly damage: number } | null) => string;
  };
  /** A hero token on the map: colour initial (or name) and 1-based number. */
  readonly token: (color: string, n: number) => string;
  /** The players panel. */
  readonly player: {
    readonly header: (name: string, firstPlayer: boolean, crossed: boolean) => string;
    readonly stats: (
      health: number,
      maxHealth: number,
      power: number,
      maxPower: number,
      spell: number,
      goblins: number,
      quests: number,
    ) => string;
    readonly hero: (token: string, place: string, templeSpace: number, items: readonly string[]) => string;
    readonly reserve: (items: string) => string;
    readonly quests: (quests: string) => string;
    readonly legendary: (items: string) => string;
    readonly mushrooms: (inCastle: number, escortedBy: readonly string[]) => string;
  };
  /** The shared panel. */
  readonly shared: {
    readonly magic: (space: number, level: number | null) => string;
    readonly goblins: (onPortals: number, supply: number) => string;
    readonly rack: (items: string) => string;
    readonly movement: (cards: string) => string;
    readonly used: (card: string) => string;
    readonly mushrooms: (capturedAt: readonly string[], abandonedAt: readonly string[], supply: number) => string;
  };
  /** The quest row. */
  readonly questRow: string;
  /** The quest row when empty. */
  readonly questRowEmpty: string;
  /** The quest deck and discard line. */
  readonly questPiles: (deck: number, discard: number) => string;
  /** Play headers. */
  readonly header: {
    readonly day: (round: number, turn: number, leader: string) => string;
    readonly phase: (round: number, phase: string) => string;
  };
  /** The count after a line repeated at once. */
  readonly times: (n: number) => string;
  /** The end of play. */
  readonly over: (actions: number) => string;
  /** Play stopped by an engine error. */
  readonly stopped: (code: string, reason: string, round: number) => string;
  /** Play stopped at the safety limit. */
  readonly limit: (actions: number) => string;
}

const englishList = (items: readonly string[]): string => (items.length === 0 ? "none" : en.terms.list(items));

/** English. */
export const cliEn: CliMessages = {
  locale: en,
  title: "Tiny Epic Quest - teq-engine demo (unofficial)",
  setup: (seed, players, colors, modules) => `Seed: "${seed}"   Players: ${players} (${colors})   Modules: ${modules}`,
  modules: { none: "none (base game)", solo: "solo", gloomfall: "GloomFall", "golden-mushrooms": "Golden Mushrooms" },
  solo: (difficulty) => `Solo variant, difficulty: ${difficulty}`,
  sections: {
    map: "Land Map",
    shared: "Shared",
    quests: "Quests",
    players: "Players",
    play: "Play (each seat is a seeded heuristic bot)",
    scores: "Scores",
    standings: "Standings (the game is not over)",
  },
  coast: (index) => (index === null ? "inland" : `coast ${index + 1}`),
  sides: { left: "L:", right: "R:" },
  legend: [
    "L/R: the card's left and right regions. Heroes: colour initial and number (R2 = Red's hero 2);",
    "@n: the hero is on space n of the temple's track.",
  ],
  region: {
    castle: (owner) => `${owner}'s castle`,
    obelisk: (spell, level) => `${spell} obelisk${level === null ? "" : ` lv${level}`}`,
    temple: (temple) => temple,
    grotto: (effect) => `grotto: ${effect}`,
    golden: (action) => `Golden Grotto: ${action}`,
    portal: (goblin) =>
      goblin === null
        ? "portal, no goblin"
        : `portal, ${goblin.stance} goblin${goblin.damage > 0 ? ` (${goblin.damage} damage)` : ""}`,
  },
  token: (color, n) => `${color.charAt(0).toUpperCase()}${n}`,
  player: {
    header: (name, first, crossed) =>
      `${name}${first ? `  <- first player token${crossed ? " (crossed-out side up)" : ""}` : ""}`,
    stats: (health, maxHealth, power, maxPower, spell, goblins, quests) =>
      `Health ${health}/${maxHealth}   Power ${power}/${maxPower}   Spell level ${spell}   Goblins ${goblins}   Quests ${quests}`,
    hero: (token, place, space, items) =>
      `${token} at ${place}${space > 0 ? `; temple track space ${space}` : ""}${items.length === 0 ? "" : `; holds ${englishList(items)}`}`,
    reserve: (items) => `Items on the player card: ${items}`,
    quests: (quests) => `Completed quests: ${quests}`,
    legendary: (items) => `Legendary items: ${items}`,
    mushrooms: (inCastle, escorts) =>
      `Golden mushrooms: ${inCastle} in the castle${escorts.length === 0 ? "" : `; escorted by ${englishList(escorts)}`}`,
  },
  shared: {
    magic: (space, level) => `Magic token: space ${space}${level === null ? "" : ` (magic level ${level})`}.`,
    goblins: (onPortals, supply) => `Goblins: ${onPortals} on portals, ${supply} in the supply.`,
    rack: (items) => `Item rack: ${items}.`,
    movement: (cards) => `Movement cards: ${cards}.`,
    used: (card) => `${card} (used)`,
    mushrooms: (captured, abandoned, supply) =>
      `Golden mushrooms: captured at ${englishList(captured)}` +
      `${abandoned.length === 0 ? "" : `; left at ${englishList(abandoned)}`}; ${supply} in the supply.`,
  },
  questRow: "Quest row (left to right):",
  questRowEmpty: "  (empty)",
  questPiles: (deck, discard) => `Quest deck: ${deck} cards; discard pile: ${discard} cards.`,
  header: {
    day: (round, turn, leader) => `== Round ${round}: Day, turn ${turn} (led by ${leader}) ==`,
    phase: (round, phase) => `== Round ${round}: ${phase} ==`,
  },
  times: (n) => ` (x${n})`,
  over: (actions) => `The game is over after ${actions} actions.`,
  stopped: (code, reason, round) => `The engine refused to go on (${code}): ${reason}. Stopping in round ${round}.`,
  limit: (actions) => `Stopping after ${actions} actions (the safety limit).`,
};

const japaneseList = (items: readonly string[]): string => (items.length === 0 ? "なし" : items.join("、"));

/** Japanese. */
export const cliJa: CliMessages = {
  locale: ja,
  title: "タイニー・エピック・クエスト - teq-engine デモ（非公式）",
  setup: (seed, players, colors, modules) =>
    `シード：「${seed}」　プレイヤー：${players}人（${colors}）　拡張：${modules}`,
  modules: {
    none: "なし（基本ゲーム）",
    solo: "ソロ",
    gloomfall: "高難易度モード（暗い面）",
    "golden-mushrooms": "ゴールデンマッシュルーム",
  },
  solo: (difficulty) => `ソロバリアント、難易度：${difficulty}`,
  sections: {
    map: "マップ",
    shared: "共通",
    quests: "クエスト",
    players: "プレイヤー",
    play: "プレイ（各プレイヤーはシード付きのヒューリスティックボット）",
    scores: "得点",
    standings: "途中経過（ゲームは終わっていない）",
  },
  coast: (index) => (index === null ? "内陸" : `沿岸部${index + 1}`),
  sides: { left: "左:", right: "右:" },
  legend: [
    "左/右：カードの左右のイベントスペース。ヒーロー：色と番号（赤2 = 赤のヒーロー2）。",
    "@n：そのヒーローは寺院トラックのnマス目にいる。",
  ],
  region: {
    castle: (owner) => `${owner}の城`,
    obelisk: (spell, level) => `${spell}のオベリスク${level === null ? "" : ` LV${level}`}`,
    temple: (temple) => temple,
    grotto: (effect) => `マッシュルーム：${effect}`,
    golden: (action) => `黄金のマッシュルーム：${action}`,
    portal: (goblin) =>
      goblin === null
        ? "ゴブリンポータル（空き）"
        : `ゴブリンポータル：${goblin.stance}${goblin.damage > 0 ? `（${goblin.damage}ダメージ）` : ""}`,
  },
  token: (color, n) => `${color}${n}`,
  player: {
    header: (name, first, crossed) =>
      `${name}${first ? `　<- スタートプレイヤーマーカー${crossed ? "（裏返し）" : ""}` : ""}`,
    stats: (health, maxHealth, power, maxPower, spell, goblins, quests) =>
      `HP ${health}/${maxHealth}　パワー ${power}/${maxPower}　スペルLV ${spell}　ゴブリン ${goblins}　クエスト ${quests}`,
    hero: (token, place, space, items) =>
      `${token}：${place}${space > 0 ? `、寺院トラック${space}マス目` : ""}${items.length === 0 ? "" : `、装備：${japaneseList(items)}`}`,
    reserve: (items) => `プレイヤーカードのアイテム：${items}`,
    quests: (quests) => `達成したクエスト：${quests}`,
    legendary: (items) => `伝説の武器：${items}`,
    mushrooms: (inCastle, escorts) =>
      `黄金キノコ：城に${inCastle}個${escorts.length === 0 ? "" : `、護衛中：${japaneseList(escorts)}`}`,
  },
  shared: {
    magic: (space, level) => `マジックトラック：${space}マス目${level === null ? "" : `（魔法LV${level}）`}`,
    goblins: (onPortals, supply) => `ゴブリン：ポータルに${onPortals}体、ストックに${supply}体`,
    rack: (items) => `アイテムラック：${items}`,
    movement: (cards) => `移動カード：${cards}`,
    used: (card) => `${card}（使用済み）`,
    mushrooms: (captured, abandoned, supply) =>
      `黄金キノコ：捕らわれ（${japaneseList(captured)}）${abandoned.length === 0 ? "" : `、置き去り（${japaneseList(abandoned)}）`}、ストックに${supply}個`,
  },
  questRow: "クエストカードの列（左から右）：",
  questRowEmpty: "　（なし）",
  questPiles: (deck, discard) => `クエストの山札：${deck}枚、捨て札：${discard}枚`,
  header: {
    day: (round, turn, leader) => `== ラウンド${round}：昼フェイズ ターン${turn}（スタートプレイヤー：${leader}） ==`,
    phase: (round, phase) => `== ラウンド${round}：${phase} ==`,
  },
  times: (n) => `（×${n}）`,
  over: (actions) => `${actions}回の行動でゲーム終了。`,
  stopped: (code, reason, round) => `エンジンが続行を拒否した（${code}）：${reason}。ラウンド${round}で中断。`,
  limit: (actions) => `${actions}回の行動で中断（安全上の上限）。`,
};

/** The CLI messages by locale code. */
export const CLI_LOCALES: Readonly<Record<string, CliMessages>> = { en: cliEn, ja: cliJa };
