"""Plays a full game of Tiny Epic Quest from Python against the library's bots.

Seat 0 is played here by a small greedy policy written in Python (it prefers quests, attacks and
temple progress, otherwise picks at random with a seeded generator); the other seats are the
engine's own bots, run by the server. Prints the final scores and exits 0 when the game ended.

    python3 examples/python/play_vs_bots.py --seed 7 --players 3 --bots heuristic,random

The server command comes from TEQ_SERVE_CMD; by default, in a checkout of teq-engine (after
`npm ci`), `npm start --silent -- serve --stdio`, elsewhere `npx teq-engine serve --stdio`
(see teq_client.default_command and examples/python/README.md).
"""

import argparse
import random
import sys

from teq_client import TeqClient, TeqError

PREFERRED = ["choose-quest", "attack", "advance-hero", "adventure"]


def choose(actions, rng):
    """Our policy: the first preferred action type available, else a random legal action."""
    for kind in PREFERRED:
        matches = [a for a in actions if a["type"] == kind]
        if matches:
            return rng.choice(matches)
    return rng.choice(actions)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", default="7")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--bots", default="heuristic", help="bots for seats 1.. (comma-separated, one name fills every seat)")
    args = parser.parse_args()
    names = args.bots.split(",")
    opponents = [names[0] if len(names) == 1 else names[i] for i in range(args.players - 1)]
    rng = random.Random(args.seed)

    with TeqClient() as teq:
        hello = teq.call("hello")
        print(f"protocol {hello['protocol']}; bots: {', '.join(b['name'] for b in hello['bots'])}")

        # A coded error comes back as a response; the server keeps going.
        try:
            teq.call("apply", game="nope", action={"type": "idle", "player": 0})
        except TeqError as error:
            print(f"error handling works: asking for a game that does not exist answers {error.code}")

        game = teq.call("new-game", options={"seed": args.seed, "players": args.players}, bots=[None] + opponents)
        gid = game["game"]
        print(f"game {gid}: {game['players']} players {game['colors']}, seats 1.. played by {opponents}")
        ours = theirs = 0
        theirs += len(game["botActions"])
        over = game["over"]
        while not over:
            legal = teq.call("legal-actions", game=gid)
            action = choose(legal["actions"], rng)
            if ours == 0:
                print("our first action:", teq.call("describe", game=gid, action=action)["text"])
            result = teq.call("apply", game=gid, action=action)
            ours += 1
            theirs += len(result["botActions"])
            over = result["over"]
        sheet = teq.call("scores", game=gid)
        print(f"game over: we played {ours} actions, the bots {theirs}")
        for p in sheet["players"]:
            parts = ", ".join(f"{line['source']} {line['points']}" for line in p["breakdown"])
            print(f"  seat {p['seat']} ({p['color']}): {p['total']} VP ({parts})")
        print(f"winners: {sheet['winners']}")
        return 0 if sheet["final"] else 1


if __name__ == "__main__":
    sys.exit(main())
