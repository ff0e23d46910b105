/**
 * The board's own words (region titles, tracks, tokens, the magic track and the quest row) and the
 * names the forms show (modules), in every locale the client speaks. Part of the client's label
 * tables (ui-text.ts, as `ui().board`); Japanese has every key of English's, or it does not compile.
 */

export const BOARD_EN = {
  /** A castle's title lines, from its colour's name. */
  castle: (color: string): string[] => [color, "castle"],
  /** A temple's title lines, from the temple's name ("Fire Temple"). */
  temple: (name: string): string[] => [name.replace(/ Temple$/, ""), "temple"],
  obelisk: "Obelisk",
  portal: "Portal",
  /** A map card's name as title lines ("Golden Grotto 2"). */
  cardTitle: (name: string): string[] => name.split(/ (?=\S+$)/),
  magic: "Magic",
  quests: "Quests",
  deck: (n: number) => `deck ${n}`,
  level: (n: number) => `L${n}`,
  magicToken: (space: number, level: number) => `Magic token on space ${space} (level ${level})`,
  torch: "T",
  scroll: "S",
  hero: (color: string, n: number, escorting: boolean) =>
    `${color} hero ${n}${escorting ? ", escorting a golden mushroom" : ""}`,
  goblinMark: "G",
  goblin: (stance: string, damage: number) => `Goblin, ${stance}${damage > 0 ? `, ${damage} damage` : ""}`,
  mushroom: "Golden mushroom",
  mushroomCaptured: "Golden mushroom (captured)",
  mushroomAbandoned: "Golden mushroom (abandoned: any hero moving in may pick it up)",
  mushroomsRescued: (n: number) => `Golden mushrooms rescued in this castle: ${n} (2 VP each)`,
  modules: { gloomfall: "GloomFall", "golden-mushrooms": "Golden Mushrooms", solo: "Solo" } as Readonly<
    Record<string, string>
  >,
  step: "Step",
  gameBoard: "Game board",
  roundTag: (r: number) => `R${r}`,
  tokenSides: { quest: "quest", "no-quest": "no-quest" } as Readonly<Record<string, string>>,
  subtitle: "teq-engine reference client",
};

/** The shape every locale's board words have. */
export type BoardText = typeof BOARD_EN;

export const BOARD_JA: BoardText = {
  castle: (color) => [`${color}の城`],
  temple: (name) => [name],
  obelisk: "オベリスク",
  portal: "ポータル",
  cardTitle: (name) => name.split(/(?<=の)/),
  magic: "魔法",
  quests: "クエスト",
  deck: (n) => `山札 ${n}`,
  level: (n) => `LV${n}`,
  magicToken: (space, level) => `魔法トークン：${space} マス目（LV${level}）`,
  torch: "松",
  scroll: "巻",
  hero: (color, n, escorting) => `${color}のヒーロー ${n}${escorting ? "（黄金のキノコを護衛中）" : ""}`,
  goblinMark: "ゴ",
  goblin: (stance, damage) => `ゴブリン（${stance}${damage > 0 ? `、ダメージ ${damage}` : ""}）`,
  mushroom: "黄金のキノコ",
  mushroomCaptured: "黄金のキノコ（捕獲済み）",
  mushroomAbandoned: "黄金のキノコ（置き去り：入ってきたヒーローが拾える）",
  mushroomsRescued: (n) => `この城で救出した黄金のキノコ：${n}（各 2 勝利点）`,
  modules: { gloomfall: "グルームフォール", "golden-mushrooms": "黄金のキノコ", solo: "ソロ" },
  step: "手順",
  gameBoard: "ゲームボード",
  roundTag: (r) => `第${r}ラウンド`,
  tokenSides: { quest: "クエストあり", "no-quest": "クエストなし" },
  subtitle: "teq-engine 参照クライアント",
};
