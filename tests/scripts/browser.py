#!/usr/bin/env python3
"""klopf serve in a real browser: Debian's headless Chromium, driven by
chromedriver over WebDriver (JSON over HTTP, spoken here with urllib).

On a scratch database of a rubber of three, with klopf serve on a free
loopback port:
  - the standings page, as Chromium renders it, shows every player with
    the total 0;
  - the table's entry page (/enter/CODE) shows the form; the test picks
    how the game ended and types every hand with WebDriver clicks and
    keys, and sends the form with its button;
  - the answer says the game is booked, and the standings page then
    shows the totals `klopf standings --json` gives.
Screenshots of each step go to the build directory (beside the binary):
browser-*.png, test artefacts, not committed.

Without /usr/bin/chromium or /usr/bin/chromedriver the test fails,
unless KLOPF_NO_BROWSER=1 says to do without (then it says so and
passes): a machine that lacks the browser cannot pass it silently.

Usage: browser.py KLOPF_BINARY
"""
import base64
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
ELEMENT = "element-6066-11e4-a52e-4f735466cecf"

# The game the test enters: how it ended (the radio's value), then each
# seat's hand; and the totals it gives (as `klopf game` books it).
GAME = ("rummy:0", ["4S 5S 6S 7S 9D 9H 9C JC QC KC",
                    "JS JD JH 10S 10H 10C 2H 9D 9S KD", "22"])
PLAYERS = ["Anna", "Ben", "Cleo"]

def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port

def wait_http(url, seconds):
    """Wait until url answers (any status)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        try:
            urllib.request.urlopen(url, timeout=2).read()
            return True
        except urllib.error.HTTPError:
            return True
        except OSError:
            time.sleep(0.1)
    return False

def element_of(ref):
    """The id of a web element reference (W3C, or the older JSON wire
    protocol's key)."""
    if isinstance(ref, dict):
        for key in (ELEMENT, "ELEMENT"):
            if key in ref:
                return ref[key]
    raise RuntimeError("not a web element: %r" % (ref,))

class WebDriver:
    """The few WebDriver commands the test needs."""

    def __init__(self, port):
        self.base = "http://127.0.0.1:%d" % port
        self.session = None

    def call(self, method, path, body=None):
        data = json.dumps(body).encode() if body is not None else None
        url = self.base + path
        if self.session is not None:
            url = "%s/session/%s%s" % (self.base, self.session, path)
        req = urllib.request.Request(url, data=data, method=method,
                                     headers={"Content-Type":
                                              "application/json"})
        try:
            with urllib.request.urlopen(req, timeout=60) as r:
                return json.load(r)["value"]
        except urllib.error.HTTPError as e:
            raise RuntimeError("WebDriver %s %s: %s" %
                               (method, path, e.read().decode()[:500]))

    def start(self):
        caps = {"capabilities": {"alwaysMatch": {
            "browserName": "chrome",
            "goog:chromeOptions": {
                "binary": CHROMIUM,
                "args": ["--headless=new", "--no-sandbox", "--disable-gpu",
                         "--disable-dev-shm-usage", "--window-size=412,915",
                         "--lang=en-GB"]}}}}
        value = self.call("POST", "/session", caps)
        self.session = value["sessionId"]

    def stop(self):
        if self.session is not None:
            try:
                self.call("DELETE", "")
            except (RuntimeError, OSError):
                pass
            self.session = None

    def go(self, url):
        self.call("POST", "/url", {"url": url})

    def find(self, css):
        return [element_of(e) for e in self.call(
            "POST", "/elements", {"using": "css selector", "value": css})]

    def text(self, element):
        return self.call("GET", "/element/%s/text" % element)

    def click(self, element):
        self.call("POST", "/element/%s/click" % element, {})

    def keys(self, element, text):
        self.call("POST", "/element/%s/value" % element, {"text": text})

    def screenshot(self, path):
        with open(path, "wb") as f:
            f.write(base64.b64decode(self.call("GET", "/screenshot")))

def standings(wd):
    """The rows of the page's first table as [name, total] pairs."""
    rows = []
    for tr in wd.find("main > div.wide:first-of-type tr"):
        cells = [wd.text(element_of(td)) for td in wd.call(
            "POST", "/element/%s/elements" % tr,
            {"using": "css selector", "value": "td"})]
        if len(cells) >= 2:
            rows.append([cells[0], cells[1]])
    return rows

def main():
    if len(sys.argv) != 2:
        print("usage: browser.py KLOPF_BINARY")
        return 2
    binary = os.path.abspath(sys.argv[1])
    outdir = os.path.dirname(binary)
    missing = [p for p in (CHROMIUM, CHROMEDRIVER) if not os.access(p, os.X_OK)]
    if missing:
        if os.environ.get("KLOPF_NO_BROWSER") == "1":
            print("browser: %s missing; KLOPF_NO_BROWSER=1 says to do "
                  "without, so nothing was tested" % ", ".join(missing))
            return 0
        print("browser: FAIL: %s missing: install the Debian packages "
              "chromium and chromium-driver (scripts/install-deps), or "
              "set KLOPF_NO_BROWSER=1 to do without the browser test"
              % ", ".join(missing))
        return 1

    work = tempfile.mkdtemp()
    env = dict(os.environ, HOME=work, KLOPF_DB=os.path.join(work, "k.db"),
               LC_ALL="C.UTF-8", TZ="UTC")
    for k in ("XDG_DATA_HOME", "NO_COLOR", "KLOPF_NOW", "LANGUAGE"):
        env.pop(k, None)
    procs = []
    wd = None
    failures = []

    def check(what, good):
        print("%s: %s" % ("ok" if good else "FAIL", what))
        if not good:
            failures.append(what)

    try:
        def klopf(*args):
            return subprocess.run([binary] + list(args), env=env, cwd=work,
                                  check=True, capture_output=True,
                                  text=True).stdout
        klopf("new", *PLAYERS)
        code = klopf("code").split()[-1]
        port, dport = free_port(), free_port()
        url = "http://127.0.0.1:%d" % port
        procs.append(subprocess.Popen(
            [binary, "serve", "--listen", "127.0.0.1:%d" % port], env=env,
            cwd=work, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        procs.append(subprocess.Popen(
            [CHROMEDRIVER, "--port=%d" % dport], cwd=work,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        if not wait_http(url + "/style.css", 10):
            raise RuntimeError("klopf serve does not answer")
        if not wait_http("http://127.0.0.1:%d/status" % dport, 20):
            raise RuntimeError("chromedriver does not answer")
        wd = WebDriver(dport)
        wd.start()

        # the standings page as rendered
        wd.go(url + "/?lang=en")
        wd.screenshot(os.path.join(outdir, "browser-standings.png"))
        check("the standings page shows every player with 0",
              standings(wd) == [[p, "0"] for p in PLAYERS])

        # the entry page: its form filled in and sent with clicks and keys
        wd.go("%s/enter/%s?lang=en" % (url, code))
        h1 = wd.find("h1")
        check("the entry page is the rubber's",
              len(h1) == 1 and wd.text(h1[0]) == "Rubber 1")
        end, hands = GAME
        radio = [e for e in wd.find("input[name=end]")
                 if wd.call("GET", "/element/%s/property/value" % e) == end]
        check("the form offers '%s'" % end, len(radio) == 1)
        wd.click(radio[0])
        for seat, hand in enumerate(hands):
            field = wd.find("#hand%d" % seat)
            check("the form asks for seat %d's hand" % seat, len(field) == 1)
            wd.keys(field[0], hand)
        wd.screenshot(os.path.join(outdir, "browser-entry-form.png"))
        wd.click(wd.find("#book")[0])
        booked = []
        for _ in range(50):
            booked = wd.find("p.booked")
            if booked:
                break
            time.sleep(0.1)
        wd.screenshot(os.path.join(outdir, "browser-entry-booked.png"))
        check("the answer says the game is booked",
              len(booked) == 1 and
              wd.text(booked[0]) == "Game 1 of rubber 1 is booked.")

        # the standings page shows the game as klopf books it
        want = [[p["name"], str(p["score"])] for p in
                json.loads(klopf("standings", "--json"))["players"]]
        wd.go(url + "/?lang=en")
        wd.screenshot(os.path.join(outdir, "browser-standings-after.png"))
        got = standings(wd)
        check("the standings page shows the game: %s" % got,
              got == want and got != [[p, "0"] for p in PLAYERS])
    except (RuntimeError, OSError, subprocess.CalledProcessError,
            KeyError, IndexError, ValueError) as e:

        check("the browser test runs (%s)" % e, False)
    finally:
        if wd is not None:
            wd.stop()
        for p in procs:
            p.terminate()
            try:
                p.wait(timeout=10)
            except subprocess.TimeoutExpired:
                p.kill()
        shutil.rmtree(work, ignore_errors=True)
    print("browser: %d failed; screenshots in %s/browser-*.png"
          % (len(failures), outdir))
    return 1 if failures else 0

if __name__ == "__main__":
    sys.exit(main())
