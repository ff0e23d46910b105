/**
 * Regression test (review): when one Day move both completes a temple through a grotto and meets a
 * movement quest, the player chooses which quest to take (Rulebook, The Quest Card Row note: one
 * quest per turn, the player chooses), instead of the treasure quest being taken first.
 */
import { referencePack } from "../../../src/index";
import { describe, expect, it } from "vitest";
import { act, move, newGame, putHero, regionOf, regionsWhere, setMoveOrIdle } from "../../support/scenario";

describe("Quest Cards, a temple and a movement quest completed by the same Day move", () => {
  it("The Quest Card Row (note): the treasure quest and the movement quest are offered together", () => {
    const s = newGame(2, "treasure-and-movement");
    const [grotto] = regionsWhere(s, (r) => r.kind === "grotto" && r["effect"] === "bright-temple-advance-1");
    const [temple] = regionsWhere(s, (r) => r.kind === "temple");
    if (grotto === undefined || temple === undefined) throw new Error("layout without the grotto or a temple");
    const g = s.map.cells[grotto.cell]!;
    // a start on the grotto card's diagonal, one card away (a Gryphon move with nothing moved through)
    const start = s.map.cells.findIndex((c) => Math.abs(c.row - g.row) === 1 && Math.abs(c.col - g.col) === 1);
    expect(start).toBeGreaterThanOrEqual(0);
    putHero(s, 0, 0, { cell: start, side: "left" });
    putHero(s, 0, 1, temple, 3);
    const templeId = regionOf(s, temple)["temple"] as string;
    const treasure = referencePack.quests.find((q) => q.kind === "treasure" && q.temple === templeId)!.id;
    s.quests.row = [treasure, "quest-move-gryphon-grotto", "quest-move-inland-3"];
    setMoveOrIdle(s, 0, "gryphon");

    const onGrotto = act(s, move(0, 0, grotto));
    expect(onGrotto.decision).toMatchObject({ kind: "use-grotto", effect: "bright-temple-advance-1" });
    let next = act(onGrotto, { type: "use-grotto", player: 0, target: 1 });
    // the temple hero went home: settle the 1 Health or 1 Power choice if it is asked
    if (next.decision?.kind === "choose-gain") next = act(next, { type: "choose-gain", player: 0, stat: "power" });
    expect(next.decision).toEqual({
      kind: "choose-quest",
      player: 0,
      options: [treasure, "quest-move-gryphon-grotto"],
    });

    const took = act(next, { type: "choose-quest", player: 0, quest: "quest-move-gryphon-grotto" });
    expect(took.players[0]!.completedQuests).toEqual(["quest-move-gryphon-grotto"]);
    expect(took.quests.row).toContain(treasure); // one quest per Day turn: the treasure quest stays
  });
});
