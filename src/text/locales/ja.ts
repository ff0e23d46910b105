/**
 * The Japanese locale. Its game terms follow the Japanese player summary of the game (ヒーロー,
 * HP, パワー, 寺院, オベリスク, マッシュルーム, ゴブリンポータル, 移動カード 徒歩・馬・イカダ・
 * グリフォン・船, 昼フェイズ／夜フェイズ, 待機, 冒険, 休息, 剣・盾・杖, マジックトラック, 勝利点...);
 * terms the summary does not use (Golden Mushrooms, solo difficulties, invented card names) are
 * this project's translations.
 *
 * @module
 */
import type { BaseLocale } from "../locale";

const list = (items: readonly string[]): string => (items.length === 0 ? "なし" : items.join("、"));

const TRAVEL = new Set(["horse", "raft", "gryphon", "ship", "foot"]);

const LINES: Readonly<Record<string, string>> = {
  row: "横一列",
  column: "縦一列",
  diagonal: "斜め一列",
  any: "一直線",
};

/** The base game's words (the modules add theirs below). */
const base: BaseLocale = {
  code: "ja",
  names: {
    mapCards: {
      "castle-red": "赤の城",
      "castle-blue": "青の城",
      "castle-green": "緑の城",
      "castle-yellow": "黄の城",
      "temple-ice": "氷の寺院",
      "temple-shadow": "影の寺院",
      "temple-fire": "炎の寺院",
      "temple-forest": "森の寺院",
      "temple-sun": "太陽の寺院",
      "temple-storm": "嵐の寺院",
      "grotto-1": "マッシュルーム1",
      "grotto-2": "マッシュルーム2",
      "grotto-3": "マッシュルーム3",
      "grotto-4": "マッシュルーム4",
      "grotto-5": "マッシュルーム5",
      "grotto-6": "マッシュルーム6",
      "grotto-7": "マッシュルーム7",
      "golden-grotto-1": "黄金のマッシュルーム1",
      "golden-grotto-2": "黄金のマッシュルーム2",
      "golden-grotto-3": "黄金のマッシュルーム3",
    },
    movementCards: { horse: "馬", raft: "イカダ", gryphon: "グリフォン", ship: "船", foot: "徒歩" },
    quests: {
      "quest-treasure-ice-1": "氷の寺院の弓",
      "quest-treasure-ice-2": "氷の寺院のランタン",
      "quest-treasure-shadow-1": "影の寺院の古い書物",
      "quest-treasure-shadow-2": "影の寺院のゴブリンの短剣",
      "quest-treasure-fire-1": "炎の寺院のつるはし",
      "quest-treasure-fire-2": "炎の寺院の影のマント",
      "quest-treasure-forest-1": "森の寺院のハートのお守り",
      "quest-treasure-forest-2": "森の寺院のマナの水晶",
      "quest-treasure-sun-1": "太陽の寺院の薬草",
      "quest-treasure-sun-2": "太陽の寺院のパワーの指輪",
      "quest-treasure-storm-1": "嵐の寺院のホタルの瓶",
      "quest-treasure-storm-2": "嵐の寺院の古い地図",
      "quest-move-row": "横一列",
      "quest-move-opponent-castle": "敵の城へ",
      "quest-move-column": "縦一列",
      "quest-move-diagonal": "斜め一列",
      "quest-move-coast-3": "沿岸の見張り",
      "quest-move-inland-3": "内陸の巡回",
      "quest-move-through-3": "長い旅",
      "quest-move-gryphon-grotto": "グリフォンの飛行",
      "quest-move-raft-temple": "イカダで寺院へ",
      "quest-move-apart": "散開",
      "quest-move-together-3": "結束",
      "quest-move-temple-obelisk-portal": "三方面作戦",
    },
    items: {
      sword: "剣",
      shield: "盾",
      staff: "杖",
      bow: "弓",
      lantern: "ランタン",
      tome: "古い書物",
      dagger: "ゴブリンの短剣",
      pickaxe: "つるはし",
      cloak: "影のマント",
      amulet: "ハートのお守り",
      crystal: "マナの水晶",
      herbs: "薬草",
      ring: "パワーの指輪",
      "firefly-jar": "ホタルの瓶",
      "old-map": "古い地図",
    },
    temples: {
      ice: "氷の寺院",
      shadow: "影の寺院",
      fire: "炎の寺院",
      forest: "森の寺院",
      sun: "太陽の寺院",
      storm: "嵐の寺院",
    },
    spells: {
      snake: "ヘビ",
      scorpion: "サソリ",
      spider: "クモ",
      toad: "ヒキガエル",
      bat: "コウモリ",
      owl: "フクロウ",
      wolf: "オオカミ",
      raven: "カラス",
      bear: "クマ",
      dragon: "ドラゴン",
    },
    grottoEffects: {
      "bright-health-per-hero-away": "癒しの胞子",
      "bright-power-per-hero-away": "力の胞子",
      "bright-magic-2": "魔法の胞子",
      "bright-goblin-damage-1": "ゴブリン退治",
      "bright-move-other-hero-orthogonal-3": "キノコの小道",
      "bright-temple-advance-1": "寺院の案内",
      "bright-roll-for-temples": "探索のダイス",
      "gloom-foot-move-other-heroes": "強行軍",
      "gloom-power-then-roll": "パワーの奔流",
      "gloom-move-to-treasure-temple": "宝の呼び声",
      "gloom-roll-for-magic": "魔法のダイス",
      "gloom-health-per-hero-inland": "内陸の胞子",
      "gloom-roll-for-attack": "戦いのダイス",
      "gloom-spend-power-temple-2": "寺院への突進",
    },
    goldenActions: {
      "golden-temple-leap": "寺院への跳躍",
      "golden-goblin-strike": "ゴブリン強打",
      "golden-magic-surge": "魔法の高まり",
    },
  },
  terms: {
    colors: { red: "赤", blue: "青", green: "緑", yellow: "黄" },
    chance: "ダイス",
    hero: (owner, n) => `${owner}のヒーロー${n}`,
    ownHero: (n) => `ヒーロー${n}`,
    stats: { health: "HP", power: "パワー" },
    symbols: {
      "take-damage": "ゴブリン",
      "gain-power": "パワー",
      "conjure-magic": "キノコ",
      torch: "松明",
      scroll: "スクロール",
      "attack-goblin": "アタック",
    },
    methods: { horse: "馬", raft: "イカダ", gryphon: "グリフォン", ship: "船", foot: "徒歩" },
    regionKinds: {
      castle: "城",
      obelisk: "オベリスク",
      temple: "寺院",
      grotto: "マッシュルーム",
      "golden-grotto": "黄金のマッシュルーム",
      portal: "ゴブリンポータル",
    },
    stances: { passive: "緑", aggressive: "赤" },
    phases: {
      setup: "セットアップ",
      day: "昼フェイズ",
      night: "夜フェイズ",
      resolution: "ラウンド終了処理",
      ended: "ゲーム終了",
    },
    faces: { bright: "明るい面", gloom: "暗い面" },
    difficulties: { peasant: "農民", page: "小姓", squire: "従者", knight: "騎士", "hero-of-legend": "伝説の英雄" },
    directions: { clockwise: "時計回り", counterclockwise: "反時計回り" },
    places: {
      castle: (owner) => `${owner}の城`,
      obelisk: (spell, level, card) => `${card}の${spell}のオベリスク${level === null ? "" : `（LV${level}）`}`,
      temple: (temple) => temple,
      grotto: (effect, card) => `${card}（${effect}）`,
      goldenGrotto: (action, card) => `${card}（${action}）`,
      portal: (card) => `${card}のゴブリンポータル`,
      unknownCell: (cell) => `マップ${cell + 1}`,
    },
    goblin: (card) => `${card}のゴブリン`,
    reasons: {
      castle: "城に入った",
      idle: "待機",
      temple: "寺院の探索達成",
      rest: "城への帰還",
      quest: "クエスト報酬",
      grotto: "マッシュルーム",
      item: "アイテム",
      defend: "ダメージの回避",
      "forge-ahead": "パワーで出目を+1",
      "passing goblins": "赤のゴブリンの通過",
      sword: "剣",
      staff: "杖",
      roll: "ダイス",
      adventure: "冒険",
      resolution: "ラウンド終了処理",
      arrived: "ヒーローが入った",
      "passed-through": "ヒーローが通過した",
      exhausted: "死亡",
      rested: "休息",
      "temple-completed": "寺院の探索達成",
      "returned-home": "城へ帰還",
      "gain-power": "パワーの出目",
      "conjure-magic": "キノコの出目",
    },
    list,
    scoreSources: { quests: "クエスト", goblins: "ゴブリン", spells: "スペルLV", "legendary-items": "伝説の武器" },
  },
  actions: {
    "choose-movement-card": (a, t) => `${t.player(a.player)}は${t.movementCard(a.card)}の移動カードを選ぶ`,
    move: (a, t) => {
      const sail = a.direction === undefined ? "" : `（${base.terms.directions[a.direction]}）`;
      return `${t.player(a.player)}は${t.ownHero(a.hero)}を${t.place(a.to)}へ移動する${sail}`;
    },
    idle: (a, t) => `${t.player(a.player)}は待機する`,
    "choose-gain": (a, t) => `${t.player(a.player)}は${t.stat(a.stat)}を1回復する`,
    "equip-item": (a, t) => {
      const item = t.decision?.kind === "equip-item" ? t.item(t.decision.item) : "アイテム";
      return `${t.player(a.player)}は${item}を${t.ownHero(a.hero)}に装備する`;
    },
    "transfer-item": (a, t) =>
      `${t.player(a.player)}は${t.item(a.item)}を${a.to === "reserve" ? "プレイヤーカード" : t.ownHero(a.to)}に移す`,
    "choose-quest": (a, t) => `${t.player(a.player)}はクエスト「${t.quest(a.quest)}」を取る`,
    "use-grotto": (a, t) => {
      const via = a.via === undefined ? "" : `${t.list(a.via.map((c) => t.cell(c)))}を経由して`;
      const target =
        a.target === undefined
          ? ""
          : `（${t.ownHero(a.target)}${a.to === undefined ? "" : `を${via}${t.place(a.to)}へ`}）`;
      return `${t.player(a.player)}はマッシュルームの効果を使う${target}`;
    },
    "skip-grotto": (a, t) => `${t.player(a.player)}はマッシュルームの効果を使わない`,
    "advance-hero": (a, t) => {
      const forge = a.forge === undefined || a.forge === 0 ? "" : `（${a.forge}個をパワーで補う）`;
      return `${t.player(a.player)}は${t.ownHero(a.hero)}の寺院トラックを進める${forge}`;
    },
    finish: (a, t) => `${t.player(a.player)}は出目の使用を終える`,
    adventure: (a, t) => `${t.player(a.player)}は冒険を続ける`,
    rest: (a, t) => `${t.player(a.player)}は休息する`,
    defend: (a, t) => `${t.player(a.player)}はパワーを使ってダメージを回避する`,
    "take-damage": (a, t) => `${t.player(a.player)}はダメージを受ける`,
    attack: (a, t) => `${t.player(a.player)}の${t.ownHero(a.hero)}が${t.goblin(a.cell)}を攻撃する`,
    sword: (a, t) => `${t.player(a.player)}の${t.ownHero(a.hero)}が剣で攻撃する`,
    "use-staff": (a, t) => `${t.player(a.player)}は杖を使う`,
    "skip-staff": (a, t) => `${t.player(a.player)}は杖を使わない`,
    "roll-outcome": (a, t) => `ダイスの出目：${t.list(a.symbols.map((s) => t.symbol(s)))}`,
    "draw-quest": (a, t) => `クエスト「${t.quest(a.quest)}」が引かれる`,
  },
  decisions: {
    "choose-movement-card": (d, t) => `${t.player(d.player)}：このターンの移動カードを選ぶ`,
    "move-or-idle": (d, t) => `${t.player(d.player)}：${t.movementCard(d.card)}でヒーローを移動するか待機する`,
    "choose-gain": (d, t) => `${t.player(d.player)}：HPかパワーを1回復する（${t.reason(d.reason)}）`,
    "equip-item": (d, t) => `${t.player(d.player)}：${t.item(d.item)}を装備するヒーローを選ぶ`,
    "choose-quest": (d, t) =>
      `${t.player(d.player)}：達成するクエストを1枚選ぶ（${t.list(d.options.map((q) => `「${t.quest(q)}」`))}）`,
    "use-grotto": (d, t) =>
      `${t.player(d.player)}：${t.ownHero(d.hero)}で${t.grottoEffect(d.effect)}の効果を使うか選ぶ`,
    "advance-temples": (d, t) =>
      `${t.player(d.player)}：松明${d.torch}・スクロール${d.scroll}で寺院トラックを進める（${t.reason(d.reason)}）`,
    "adventure-or-rest": (d, t) => `${t.player(d.player)}：冒険を続けるか休息するか選ぶ`,
    defend: (d, t) => `${t.player(d.player)}：${d.cost}パワーで${d.amount}ダメージを回避するか、ダメージを受ける`,
    "night-spend": (d, t) =>
      `${t.player(d.player)}：出目を使う（松明${d.torch}・スクロール${d.scroll}・アタック${d.attack}）`,
    "use-staff": (d, t) =>
      `${t.player(d.player)}：杖で${d.power}パワーを払い${t.spell(d.staffSpell)}の魔法を覚えるか選ぶ`,
    chance: (d, t) => `ダイス${d.dice}個を振る（${t.reason(d.purpose)}）`,
    "draw-quest": () => "次のクエストカードが引かれる",
  },
  events: {
    "map-built": (e) => `マップを配置した（${e.cards.length}枚）`,
    "quest-row-dealt": (e, t) => `クエストカードが並ぶ：${t.list(e.row.map((q) => `「${t.quest(q)}」`))}`,
    "quest-drawn": (e, t) => `クエスト「${t.quest(e.quest)}」を山札から補充する`,
    "quest-deck-reshuffled": (e) => `クエストの捨て札をシャッフルして山札にする（${e.cards}枚）`,
    "first-player-chosen": (e, t) => `${t.player(e.player)}がスタートプレイヤーになる`,
    "round-began": (e) => `ラウンド${e.round}開始`,
    "day-began": (e) => `ラウンド${e.round}の昼フェイズ開始`,
    "player-turn-began": (e, t) => `${t.player(e.player)}の手番：移動または待機`,
    "day-turn-began": (e, t) => `昼フェイズ ターン${e.turn + 1}（スタートプレイヤー：${t.player(e.leader)}）`,
    "movement-card-chosen": (e, t) => `${t.player(e.player)}は${t.movementCard(e.card)}の移動カードを選ぶ`,
    "movement-card-flipped": (e, t) => `${t.movementCard(e.card)}の移動カードを裏返す（使用済み）`,
    idled: (e, t) => `${t.player(e.player)}は待機する`,
    "hero-moved": (e, t) => {
      const hero = t.hero(e.player, e.hero);
      if (e.from.cell === e.to.cell && e.from.side === e.to.side) return `${hero}は${t.place(e.to)}に留まる`;
      const through = e.through.length === 0 ? "" : `（${t.list(e.through.map((c) => t.cell(c)))}を通過）`;
      const why = TRAVEL.has(e.cause) ? `${t.movementCard(e.cause)}で移動` : t.reason(e.cause);
      return `${hero}が${t.place(e.from)}から${t.place(e.to)}へ移動する${through}（${why}）`;
    },
    "goblin-flipped": (e, t) =>
      `${t.goblin(e.cell)}が${base.terms.stances[e.stance]}の面になる（${t.reason(e.cause)}）`,
    "power-spent": (e, t) => `${t.player(e.player)}は${e.amount}パワーを使う（${t.reason(e.reason)}）`,
    "temple-progress-lost": (e, t) =>
      `${t.hero(e.player, e.hero)}は寺院トラックを離れ、${e.space}マス目までの進行を失う`,
    gained: (e, t) =>
      e.amount === 0
        ? `${t.player(e.player)}の${t.stat(e.stat)}は最大値のため増えない（${t.reason(e.reason)}）`
        : `${t.player(e.player)}は${t.stat(e.stat)}を${e.amount}得る（${t.reason(e.reason)}）`,
    "magic-advanced": (e, t) =>
      `マジックトラックが${e.spaces}進み、${e.space + 1}マス目になる（${t.reason(e.reason)}）`,
    "quest-completed": (e, t) => `${t.player(e.player)}はクエスト「${t.quest(e.quest)}」を達成する`,
    "first-player-token-flipped": () => "スタートプレイヤーマーカーを裏返す（この昼フェイズにクエストが取られた）",
    "item-taken": (e, t) => `${t.player(e.player)}はアイテム置き場から${t.item(e.item)}を取る`,
    "item-gained": (e, t) =>
      `${t.player(e.player)}は${t.item(e.item)}を手に入れる（${e.hero === "reserve" ? "プレイヤーカードに置く" : `${t.ownHero(e.hero)}が装備`}）`,
    "item-transferred": (e, t) =>
      `${t.player(e.player)}は${t.item(e.item)}を${e.to === "reserve" ? "プレイヤーカード" : t.ownHero(e.to)}に移す`,
    "temple-advanced": (e, t) => `${t.hero(e.player, e.hero)}が寺院トラックの${e.space}マス目に進む`,
    "temple-completed": (e, t) => `${t.player(e.player)}は${t.temple(e.temple)}の探索を達成する`,
    "legendary-advanced": (e, t) =>
      e.progress >= 2
        ? `${t.player(e.player)}は伝説の武器「${t.item(e.item)}」を手に入れる`
        : `${t.player(e.player)}は${t.item(e.item)}のための寺院を2つ中${e.progress}つ達成`,
    "goblin-damaged": (e, t) => `${t.player(e.player)}が${t.goblin(e.cell)}に攻撃する（合計${e.damage}ダメージ）`,
    "goblin-defeated": (e, t) => `${t.player(e.player)}が${t.goblin(e.cell)}を討伐する`,
    "grotto-used": (e, t) => `${t.player(e.player)}は${t.grottoEffect(e.effect)}の効果を使う`,
    "grotto-skipped": (e, t) => `${t.player(e.player)}は${t.grottoEffect(e.effect)}の効果を使わない`,
    "dice-rolled": (e, t) =>
      `${t.player(e.player)}のダイス：${t.list(e.symbols.map((s) => t.symbol(s)))}（${t.reason(e.purpose)}）`,
    "roll-pending": (e, t) => `${t.player(e.player)}がダイスを${e.dice}個振る（${t.reason(e.purpose)}）`,
    "dice-passed": (e, t) => `ダイスが${t.player(e.player)}に渡る`,
    "night-began": (e) => `ラウンド${e.round}の夜フェイズ開始`,
    "night-ended": (e) => `ラウンド${e.round}の夜フェイズ終了`,
    adventured: (e, t) => `${t.player(e.player)}は冒険を続ける`,
    rested: (e, t) => `${t.player(e.player)}は休息する`,
    exhausted: (e, t) => `${t.player(e.player)}はHPがゼロになり死亡：全てのヒーローが城に戻る`,
    "spell-level-lost": (e, t) => `${t.player(e.player)}はスペルLVを1失う（現在${e.spellLevel}）`,
    "damage-taken": (e, t) => `${t.player(e.player)}は${e.amount}ダメージを受ける（残りHP${e.health}）`,
    "damage-defended": (e, t) => `${t.player(e.player)}は${e.amount}ダメージを回避する`,
    "goblin-healed": (e, t) => `${t.goblin(e.cell)}のダメージが全回復する`,
    "spell-learned": (e, t) => `${t.player(e.player)}は${t.spell(e.spell)}の魔法を覚える（スペルLV${e.spellLevel}）`,
    "magic-reset": () => "マジックトラックのキノコトークンを初期位置に戻す",
    "movement-cards-reset": () => "移動カードをすべて表に戻す（次のラウンドの準備）",
    "goblin-appeared": (e, t) =>
      `${t.cell(e.cell)}のゴブリンポータルにゴブリンが${base.terms.stances[e.stance]}の面で現れる`,
    "quest-discarded": (e, t) => `クエスト「${t.quest(e.quest)}」を捨てる`,
    "game-ended": () => "ゲーム終了",
  },
  quests: {
    conditions: {
      "heroes-in-line": (c) => `3人のヒーローが${LINES[c.line] ?? c.line}に並ぶ`,
      "hero-in-opponent-castle": () => "ヒーローを他のプレイヤーの城に移動する",
      "heroes-on-region-kinds": (c, t) =>
        `${t.list(c.kinds.map((k) => base.terms.regionKinds[k]))}に同時にヒーローがいる`,
      "heroes-on-coast": (c) => `沿岸部のマップにヒーロー${c.count}人`,
      "heroes-inland": (c) => `内陸のマップにヒーロー${c.count}人`,
      "travel-through": (c) => `マップを${c.count}枚以上通過する移動`,
      "travel-by": (c, t) => `${t.movementCard(c.method)}で移動して${base.terms.regionKinds[c.endKind]}に止まる`,
      "heroes-apart": () => "3人のヒーローが互いに隣接しない3枚のマップにいる",
      "heroes-together": (c) => `1枚のマップにヒーロー${c.count}人`,
    },
    reward: (r) => {
      const parts = [
        r.health ? `HP+${r.health}` : "",
        r.power ? `パワー+${r.power}` : "",
        r.magic ? `マジックトラック+${r.magic}` : "",
      ].filter((p) => p !== "");
      return parts.length === 0 ? "報酬なし" : parts.join("、");
    },
    movement: (name, condition, reward) => `「${name}」（移動クエスト）：${condition}。報酬：${reward}`,
    treasure: (name, temple, item) => `「${name}」（宝クエスト）：${temple}の探索を達成すると${item}を得る`,
  },
  scores: {
    total: (player, points, lines) =>
      `${player}：${points}勝利点${lines.length === 0 ? "" : `（${lines.join("、")}）`}`,
    line: (source, count, points) => `${source}${count}（${points}点）`,
    winners: (players, final) => `${final ? "勝者" : "首位"}${players.length > 1 ? "（同点）" : ""}：${list(players)}`,
  },
};

/** The base game's Japanese words, without any module's (the package entry joins the built-in modules' words: `ja`). */
export const baseJa: BaseLocale = base;
