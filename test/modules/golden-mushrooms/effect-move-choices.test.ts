/**
 * Golden Mushrooms rulebook, Abandoning Mushrooms ("At any time when your Hero moves, it may abandon
 * a Mushroom"; "An Abandoned Mushroom may be picked up and escorted by any Hero that moves into that
 * region"), Escorting and Stealing, for a hero moved by a grotto effect: it has the mushroom choices
 * of a movement-card move (docs/rulings.md, "Heroes moved by a grotto effect", issue 27 point 1),
 * and none under `grottoMoveMushroom: "none"`.
 */
import { describe, expect, it } from "vitest";
import { createGame, legalActions, type Action, type RegionRef } from "../../../src/index";
import { act, expectRejected, mutable, putHero, setGrotto } from "../../support/scenario";
import { at, castle, expectMushroomsConserved, gmGame, places, setMushrooms } from "./support";

const MOVE = "bright-move-other-hero-orthogonal-3";

const use = (target: number, to: RegionRef, mushroom?: string): Action =>
  (mushroom === undefined
    ? { type: "use-grotto", player: 0, target, to: { cell: to.cell, side: to.side } }
    : { type: "use-grotto", player: 0, target, to: { cell: to.cell, side: to.side }, mushroom }) as Action;

const listed = (s: Parameters<typeof legalActions>[0], action: Action): boolean =>
  legalActions(s).some((a) => JSON.stringify(a) === JSON.stringify(action));

/** Red's hero 0 on the moving grotto at (2,3); hero 1 at home in red's castle (1,1). */
function grottoMove(ruling?: "choices" | "none") {
  const s = gmGame();
  if (ruling !== undefined) s.config.rulings = { ...s.config.rulings, grottoMoveMushroom: ruling };
  putHero(s, 0, 0, at(s, 2, 3, "grotto"));
  setGrotto(s, 0, 0, MOVE);
  return s;
}

describe("a hero moved by a grotto effect has a move's mushroom choices", () => {
  it('Escorting ("when a Hero leaves their own Castle"): carried out of its castle by the grotto move', () => {
    const s = grottoMove();
    setMushrooms(s, [{ where: "castle", seat: 0 }]);
    const to = at(s, 1, 2, "portal");
    expect(listed(s, use(1, to, "carry"))).toBe(true);
    const next = act(s, use(1, to, "carry"));
    expect(places(next)).toEqual(["hero:0.1"]);
    expect(next.players[0]!.heroes[1]!.at).toEqual(to);
    expectMushroomsConserved(next);
  });

  it('Abandoning ("At any time when your Hero moves"): left where the grotto move starts', () => {
    const s = grottoMove();
    const from = at(s, 1, 2, "portal");
    putHero(s, 0, 1, from);
    setMushrooms(s, [{ where: "hero", seat: 0, hero: 1 }]);
    const to = at(s, 1, 4, "obelisk");
    const next = act(s, use(1, to, "abandon"));
    expect(places(next)).toEqual([`region:${from.cell}.${from.side}`]);
    // Without a choice, the escorted mushroom follows the moved hero, as before.
    expect(places(act(s, use(1, to)))).toEqual(["hero:0.1"]);
  });

  it('Abandoned mushrooms ("picked up ... by any Hero that moves into that region"): picked up where the grotto move ends', () => {
    const s = grottoMove();
    const to = at(s, 1, 2, "portal");
    setMushrooms(s, [{ where: "region", region: to }]);
    expect(listed(s, use(1, to, "pick-up"))).toBe(true);
    expect(places(act(s, use(1, to, "pick-up")))).toEqual(["hero:0.1"]);
    expectRejected(s, use(1, at(s, 1, 4, "obelisk"), "pick-up"), "NO_MUSHROOM");
  });

  it("Stealing: a grotto move out of another player's castle may steal when the thieves outnumber the guards", () => {
    const s = grottoMove();
    const blue = castle(s, 1);
    setMushrooms(s, [{ where: "castle", seat: 1 }]);
    putHero(s, 0, 1, blue);
    putHero(s, 0, 2, blue);
    for (let h = 0; h < 3; h++) putHero(s, 1, h, at(s, 3, 1, "castle")); // no guard: 2 thieves against 0
    const to = at(s, 1, 4, "obelisk");
    expect(listed(s, use(1, to, "steal"))).toBe(true);
    expect(places(act(s, use(1, to, "steal")))).toEqual(["hero:0.1"]);
  });

  it("a choice that changes nothing or cannot be made is refused, and a non-moving grotto takes none", () => {
    const s = grottoMove();
    setMushrooms(s, [{ where: "castle", seat: 0 }]);
    expectRejected(s, use(1, at(s, 1, 2, "portal"), "juggle"), "MALFORMED_ACTION");
    expectRejected(s, use(1, at(s, 1, 2, "portal"), "abandon"), "NO_MUSHROOM");
    expectRejected(s, { type: "skip-grotto", player: 0, mushroom: "carry" }, "UNEXPECTED_FIELD");
    const health = gmGame();
    putHero(health, 0, 0, at(health, 1, 2, "grotto"));
    setGrotto(health, 0, 0, "bright-health-per-hero-away");
    expectRejected(health, { type: "use-grotto", player: 0, mushroom: "carry" }, "UNEXPECTED_FIELD");
  });

  it('ruling grottoMoveMushroom: "none": no choice is listed, and one is refused; the mushroom still follows its hero', () => {
    const s = grottoMove("none");
    setMushrooms(s, [{ where: "castle", seat: 0 }]);
    const to = at(s, 1, 2, "portal");
    expect(legalActions(s).some((a) => Object.hasOwn(a, "mushroom"))).toBe(false);
    expectRejected(s, use(1, to, "carry"), "UNEXPECTED_FIELD");
  });

  it("GloomFall's second Foot move has the choices too", () => {
    let state = mutable(
      createGame({ seed: "foot-gm", players: 2, firstPlayer: 0, modules: ["gloomfall", "golden-mushrooms"] }),
    );
    // Find a game state where the second Foot move is asked, by playing seeded games with the grotto on offer.
    let found = false;
    for (let seed = 0; seed < 400 && !found; seed++) {
      let g = createGame({ seed: `foot-gm-${seed}`, players: 2, modules: ["gloomfall", "golden-mushrooms"] });
      for (let step = 0; step < 200 && g.decision !== null; step++) {
        if (g.decision.kind === "gloomfall/foot-move") {
          state = mutable(g);
          found = true;
          break;
        }
        const legal = legalActions(g);
        const foot = legal.find((a) => a.type === "use-grotto" && (a as { to?: unknown }).to !== undefined);
        g = act(g, foot ?? legal[(step * 7) % legal.length]!);
      }
    }
    expect(found).toBe(true);
    const decision = state.decision as { kind: "gloomfall/foot-move"; player: number; hero: number };
    const seat = decision.player;
    const moves = legalActions(state).filter((a) => a.type === "gloomfall/foot-move" && !Object.hasOwn(a, "mushroom"));
    const to = (moves[0] as { to: RegionRef }).to;
    // Give the moving hero a mushroom to escort: "abandon" is then listed with that Foot move.
    const heroAt = state.players[seat]!.heroes[decision.hero]!.at;
    const home = castle(state, seat);
    if (heroAt.cell === home.cell && heroAt.side === home.side) setMushrooms(state, [{ where: "castle", seat }]);
    else setMushrooms(state, [{ where: "hero", seat, hero: decision.hero }]);
    const choice = heroAt.cell === home.cell && heroAt.side === home.side ? "carry" : "abandon";
    const withChoice = {
      type: "gloomfall/foot-move",
      player: seat,
      hero: decision.hero,
      to,
      mushroom: choice,
    } as unknown as Action;
    expect(listed(state, withChoice)).toBe(true);
    const next = act(state, withChoice);
    expect(places(next)).toEqual(
      choice === "carry" ? [`hero:${seat}.${decision.hero}`] : [`region:${heroAt.cell}.${heroAt.side}`],
    );
    expectMushroomsConserved(next);
  });
});
