#!/usr/bin/env python3
"""The two halves of serve-concurrency.sh (its header says what is
checked), Python 3's standard library only.

client: one table's writer.  Until its time is up it fetches the
table's entry page (GET /enter/CODE, a connection of its own from the
source address given), picks a game from what the form offers (chosen
by a random generator seeded with seed, table, client and round: a
valid game most rounds, else one the referee must refuse), sends it
(POST /enter/CODE/game, another connection) and writes what came of it
to its log, one JSON object a line:
  {"table", "client", "round", "want": "valid" | "refused",
   "end": "out:2", "hands": {"1": "3H 4H", ...}, "status": 200,
   "game": N (booked: the number the page says), "rubber": R,
   "error": text (anything but an answer the game may get)}
A valid game may be answered 200 (booked) or 409 (another writer came
first); one to refuse 422 or 409.  404 (to the page or the form) means
the table's rubber is over (every game of the series booked): the
client writes it and stops, so that an address never gets near the
limit of wrong codes (3 clients an address, 5 allowed).
Anything else is a failure; the client goes on and exits with 1.

check: reads every client's log and every table's history (klopf
history RUBBER --json, saved by the script), and checks per table that
the games the clients were told were booked are exactly the history's
games, numbered 1 to N without a gap, each once, each with the
declaration, declarer and hands the client sent; that every answer was
one the game could get; that every table booked games, and that some
forms came too late (409).  Writes the games in the order booked as
the arguments of `klopf game --table N`, a line each (fields separated
by tabs), for the script to replay; prints the counts.

Usage:
  serve-concurrency.py client PORT SOURCE CODE TABLE CLIENT SEED SECONDS START LOG
  serve-concurrency.py check DIR TABLES SECONDS REPLAY
"""
import glob
import html.parser
import http.client
import json
import os
import random
import re
import sys
import time
import urllib.parse

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
SUITS = ["S", "H", "D", "C"]
# two packs and six jokers (Rommé's deck)
DECK = [r + s for r in RANKS for s in SUITS] * 2 + ["JK"] * 6
HAND_SIZE = 13


class Form(html.parser.HTMLParser):
    """The entry form of a page: its token and stamp, the ways the game
    can end (values of the radio buttons "end") and the seats asked
    for (fields "handN")."""

    def __init__(self):
        super().__init__()
        self.inputs = {}
        self.ends = []
        self.seats = []
        self.in_game_form = False

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "form":
            self.in_game_form = a.get("action", "").endswith("/game")
        if tag != "input" or not self.in_game_form:
            return
        name = a.get("name", "")
        if name == "end":
            self.ends.append(a.get("value", ""))
        elif re.fullmatch(r"hand[0-9]+", name):
            self.seats.append(int(name[4:]))
        elif name not in self.inputs:
            self.inputs[name] = a.get("value", "")

    def handle_endtag(self, tag):
        if tag == "form":
            self.in_game_form = False


def request(port, source, method, path, body=None):
    """One request on a connection of its own: (status, text)."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30,
                                      source_address=(source, 0))
    try:
        headers = {"Connection": "close"}
        if body is not None:
            headers["Content-Type"] = "application/x-www-form-urlencoded"
            headers["Origin"] = "http://127.0.0.1:%d" % port
        conn.request(method, path, body=body, headers=headers)
        r = conn.getresponse()
        return r.status, r.read().decode("utf-8", "replace")
    finally:
        conn.close()


def cards_left(rng, pool, n):
    """n cards drawn from pool (taken out of it), as typed."""
    hand = [pool.pop(rng.randrange(len(pool))) for _ in range(n)]
    return " ".join(hand)


def pick_game(rng, form):
    """A game for the form: (want, end, {seat: hand text})."""
    end = rng.choice(form.ends)
    declarer = int(end.split(":")[1])
    others = [s for s in form.seats if s != declarer]
    pool = list(DECK)
    hands = {}
    for s in others:
        if rng.random() < 0.3:
            hands[s] = str(rng.randint(2, 120))   # typed as points
        else:
            hands[s] = cards_left(rng, pool, rng.randint(1, HAND_SIZE))
    if rng.random() >= 0.25:
        return "valid", end, hands
    # a game the referee refuses: each a way klopf game refuses too
    victim = rng.choice(others)
    how = rng.randrange(6)
    if how == 0:      # a third copy of a card of two packs
        hands[victim] = "QS QS QS"
    elif how == 1:    # no such card
        hands[victim] = "2H 1X"
    elif how == 2:    # more cards than a hand holds
        hands[victim] = " ".join(DECK[:HAND_SIZE + 1])
    elif how == 3:    # points no hand left can count
        hands[victim] = str(rng.choice([0, 1, 198, 999]))
    elif how == 4:    # the player who went out holds cards
        hands[declarer] = "5D 6D"
    else:             # a hand missing
        del hands[victim]
    return "refused", end, hands


def client(args):
    port, source, code, table, cid, seed, seconds, start, log = args
    port, table, cid = int(port), int(table), int(cid)
    end_at = float(start) + float(seconds)
    ok = True
    out = open(log, "w", encoding="utf-8")
    while time.time() < float(start):
        time.sleep(0.01)
    rnd = 0
    while time.time() < end_at:
        rnd += 1
        rec = {"table": table, "client": cid, "round": rnd, "requests": 1}
        try:
            st, page = request(port, source, "GET", "/enter/" + code)
            if st == 404:
                rec.update(status=404, over=True)
                out.write(json.dumps(rec) + "\n")
                break
            form = Form()
            form.feed(page)
            if st != 200 or not form.ends or "token" not in form.inputs:
                raise ValueError("GET: status %d, no form" % st)
            rng = random.Random("%s:%d:%d:%d" % (seed, table, cid, rnd))
            want, end, hands = pick_game(rng, form)
            fields = [("token", form.inputs["token"]),
                      ("stamp", form.inputs["stamp"]), ("end", end)]
            fields += [("hand%d" % s, h) for s, h in sorted(hands.items())]
            rec.update(want=want, end=end, requests=2,
                       hands={str(s): h for s, h in hands.items()})
            st, page = request(port, source, "POST",
                               "/enter/%s/game" % code,
                               urllib.parse.urlencode(fields))
            rec["status"] = st
            if st == 404:
                rec["over"] = True
                out.write(json.dumps(rec) + "\n")
                break
            if st == 200:
                m = re.search(r"Game ([0-9]+) of rubber ([0-9]+) is booked\.",
                              page)
                if m is None:
                    raise ValueError("200 without 'Game N ... is booked'")
                rec["game"], rec["rubber"] = int(m.group(1)), int(m.group(2))
            if (st, want) not in ((200, "valid"), (409, "valid"),
                                  (422, "refused"), (409, "refused")):
                m = re.search(r'<p class="refused">(.*?)</p>', page, re.S)
                raise ValueError("POST (%s game): status %d: %s" %
                                 (want, st, m.group(1) if m else page[:200]))
        except (OSError, http.client.HTTPException, ValueError) as e:
            rec["error"] = str(e)
            ok = False
        out.write(json.dumps(rec) + "\n")
    out.close()
    return 0 if ok else 1


def check(args):
    work, tables, seconds, replay_path = args
    tables, seconds = int(tables), float(seconds)
    fails = []
    replay = open(replay_path, "w", encoding="utf-8")
    total = {"booked": 0, "stale": 0, "refused": 0, "requests": 0}
    lines = []
    for t in range(1, tables + 1):
        recs = []
        for log in sorted(glob.glob(os.path.join(work, "log", "%d-*.jsonl" % t))):
            with open(log, encoding="utf-8") as f:
                recs += [json.loads(l) for l in f if l.strip()]
        with open(os.path.join(work, "history-%d.json" % t),
                  encoding="utf-8") as f:
            hist = json.load(f)
        games = [e for e in hist["events"] if e["kind"] == "game"]
        names = hist["players"]
        n = {"booked": 0, "stale": 0, "refused": 0, "requests": 0}
        for r in recs:
            n["requests"] += r["requests"]
            if "error" in r:
                fails.append("table %d, client %d, round %d: %s" %
                             (t, r["client"], r["round"], r["error"]))
        booked = sorted((r for r in recs if r.get("status") == 200),
                        key=lambda r: r["game"])
        n["booked"] = len(booked)
        n["stale"] = sum(r.get("status") == 409 for r in recs)
        n["refused"] = sum(r.get("status") == 422 for r in recs)
        over = any(r.get("over") for r in recs)
        numbers = [r["game"] for r in booked]
        if numbers != list(range(1, len(booked) + 1)):
            dup = sorted({x for x in numbers if numbers.count(x) > 1})
            fails.append("table %d: the games the clients booked are "
                         "numbered %s (doubled: %s), not 1 to %d" %
                         (t, numbers[:20], dup, len(booked)))
        if [g["game"] for g in games] != list(range(1, len(games) + 1)):
            fails.append("table %d: the history's games are not 1 to %d" %
                         (t, len(games)))
        if len(games) != len(booked):
            fails.append("table %d: the clients booked %d games, the "
                         "history holds %d (%s)" % (t, len(booked),
                         len(games), "lost" if len(games) < len(booked)
                         else "doubled or from elsewhere"))
        if {r.get("rubber") for r in booked} - {hist["rubber"]}:
            fails.append("table %d: a game was booked into another rubber "
                         "than %d" % (t, hist["rubber"]))
        if over and hist["state"] == "in_play":
            fails.append("table %d: answered 404 while its rubber is in "
                         "play" % t)
        for r, g in zip(booked, games):
            option, seat = r["end"].split(":")
            typed = {h["name"]: h["typed"] for h in g["hands"]}
            sent = {names[int(s)]: h for s, h in r["hands"].items()}
            sent[names[int(seat)]] = ""
            if (g["declarer"] != names[int(seat)] or
                    g["declaration"] != option.replace("-", "_") or
                    typed != sent or r["want"] != "valid"):
                fails.append("table %d: game %d in the history (%s %s %s) "
                             "is not the one client %d booked (%s %s)" %
                             (t, g["game"], g["declaration"], g["declarer"],
                              typed, r["client"], r["end"], sent))
                break
        for r in booked:
            option, seat = r["end"].split(":")
            fields = [str(t), "--" + option, names[int(seat)]]
            fields += ["%s=%s" % (names[int(s)], h)
                       for s, h in sorted(r["hands"].items())]
            replay.write("\t".join(fields) + "\n")
        if n["booked"] == 0:
            fails.append("table %d booked no game" % t)
        for k in total:
            total[k] += n[k]
        lines.append("table %d: %d booked, %d stale (409), %d refused (422)%s"
                     % (t, n["booked"], n["stale"], n["refused"],
                        ", its rubber over" if over else ""))
    replay.close()
    if total["stale"] == 0:
        fails.append("no form came too late (no 409): the writers never met")
    for l in lines:
        print(l)
    print("all %d tables: %d booked, %d stale (409), %d refused (422), "
          "%d requests in %g s (%.0f a second)" %
          (tables, total["booked"], total["stale"], total["refused"],
           total["requests"], seconds, total["requests"] / seconds))
    for f in fails[:40]:
        print("FAIL: " + f)
    return 1 if fails else 0


if __name__ == "__main__":
    if len(sys.argv) == 11 and sys.argv[1] == "client":
        sys.exit(client(sys.argv[2:]))
    if len(sys.argv) == 6 and sys.argv[1] == "check":
        sys.exit(check(sys.argv[2:]))
    sys.exit(__doc__)
