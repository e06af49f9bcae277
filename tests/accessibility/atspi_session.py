# SPDX-License-Identifier: GPL-3.0-or-later
"""What a screen reader on Linux sees of Inflight, read through AT-SPI (docs/accessibility.md).

Each mode runs in a private D-Bus session (dbus-run-session) with its own accessibility bus and
a virtual X display (Xvfb), Qt on xcb with QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1, and a scratch
HOME, so nothing of the machine's desktop is read or changed.

  atspi_session.py tree INFLIGHT_BINARY SCENARIO.json
      Starts `inflight SCENARIO.json` and reads its accessibility tree with python3-gi's Atspi:
      the stage and the timeline must have names, descriptions and children (queues, workers,
      lanes); the scrub bar is a slider named "Playhead" with the playhead as its value; no
      showing panel, filler or unknown object of the window is a nameless empty box; pressing the transport's "next event" button through AT-SPI must change both
      descriptions; during three seconds of playback it counts the accessibility events the
      application sends and fails above 20 a second (the audit measured 115).
  atspi_session.py run -- COMMAND...
      Runs COMMAND in such a session (tst_accessibility's event tests need the platform's
      accessibility bridge, which only xcb with a session bus has).

Exits 77 (CTest's SKIP_RETURN_CODE) with the reason when a tool is missing: Xvfb (xvfb),
dbus-run-session and dbus-send (dbus), the accessibility bus (at-spi2-core), and for `tree`
python3-gi with the Atspi typelib (python3-gi, gir1.2-atspi-2.0).
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time

SKIP = 77
INNER = "INFLIGHT_ATSPI_INNER"


def skip(reason):
    print(f"SKIP: {reason}", flush=True)
    sys.exit(SKIP)


def fail(reason):
    print(f"FAIL: {reason}", flush=True)
    sys.exit(1)


def missing_tools(mode):
    """What this machine lacks for the mode, as package names and reasons."""
    missing = []
    for tool, package in (("Xvfb", "xvfb"), ("dbus-run-session", "dbus"), ("dbus-send", "dbus")):
        if not shutil.which(tool):
            missing.append(f"{tool} (Debian package {package})")
    if not os.path.exists("/usr/share/dbus-1/services/org.a11y.Bus.service"):
        missing.append("the accessibility bus org.a11y.Bus (Debian package at-spi2-core)")
    if mode == "tree":
        try:
            import gi
            gi.require_version("Atspi", "2.0")
            from gi.repository import Atspi  # noqa: F401
        except (ImportError, ValueError) as error:
            missing.append(f"python3-gi with Atspi 2.0 (Debian packages python3-gi, "
                           f"gir1.2-atspi-2.0): {error}")
    return missing


class Display:
    """A virtual X display on a free number (Xvfb picks it: -displayfd)."""

    def __enter__(self):
        read, write = os.pipe()
        self.process = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-screen", "0", "1600x1000x24", "-nolisten", "tcp"],
            pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write)
        number = b""
        while not number.endswith(b"\n"):
            chunk = os.read(read, 16)
            if not chunk:
                break
            number += chunk
        os.close(read)
        if not number.strip():
            self.process.kill()
            fail("Xvfb did not start")
        self.name = ":" + number.decode().strip()
        return self

    def __exit__(self, *exc):
        self.process.terminate()
        self.process.wait(timeout=10)


def session_environment(display):
    env = dict(os.environ)
    env.update({"DISPLAY": display, "QT_QPA_PLATFORM": "xcb", "QT_ACCESSIBILITY": "1",
                "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1"})
    return env


def start_accessibility_bus():
    # Qt's bridge connects when org.a11y.Bus is on the session bus; a desktop starts it, here the
    # first call activates it.
    subprocess.run(["dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus",
                    "/org/a11y/bus", "org.a11y.Bus.GetAddress"],
                   check=True, stdout=subprocess.DEVNULL)


# Reading the tree.

def walk(node, depth=0, limit=14):
    """The node and its descendants, depth first (the tree is read fresh, not from a cache)."""
    if node is None or depth > limit:
        return
    yield node
    node.clear_cache()
    for i in range(node.get_child_count()):
        yield from walk(node.get_child_at_index(i), depth + 1, limit)


def showing(node):
    from gi.repository import Atspi
    return node.get_state_set().contains(Atspi.StateType.SHOWING)


def find(root, name):
    """The first node on screen with this name (a compared run's stage, hidden, has it too)."""
    for node in walk(root):
        if node.get_name() == name and showing(node):
            return node
    return None


def children(node):
    node.clear_cache()
    return [node.get_child_at_index(i) for i in range(node.get_child_count())]


def application(Atspi, pid, seconds=30):
    desktop = Atspi.get_desktop(0)
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        desktop.clear_cache()
        for app in children(desktop):
            if app is not None and app.get_process_id() == pid:
                return app
        time.sleep(0.3)
    return None


def press(node):
    # An Atspi.Accessible implements Atspi.Action: n_actions is 0 when it has none.
    if node.get_n_actions() < 1:
        fail(f"'{node.get_name()}' has no action")
    node.do_action(0)


def description(node):
    node.clear_cache()
    return node.get_description()


def tree(binary, scenario):
    import gi
    gi.require_version("Atspi", "2.0")
    from gi.repository import Atspi, GLib

    with Display() as display:
        start_accessibility_bus()
        app_process = subprocess.Popen([binary, scenario], env=session_environment(display.name),
                                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            app = application(Atspi, app_process.pid)
            if app is None:
                fail("inflight did not appear on the accessibility bus in 30 s")
            # The window opens the scenario once it is on screen.
            stage = timeline = None
            deadline = time.monotonic() + 30
            while time.monotonic() < deadline:
                stage = find(app, "Stage")
                timeline = find(app, "Timeline")
                if stage and timeline and len(children(stage)) >= 4:
                    break
                time.sleep(0.3)
            if stage is None or timeline is None:
                fail(f"no 'Stage' ({stage}) or 'Timeline' ({timeline}) in the tree")
            check_stage(stage)
            lanes = check_timeline(timeline)
            check_scrub_bar(app)
            check_no_empty_boxes(app)
            check_step(app, stage, timeline, lanes)
            count_events(Atspi, GLib, app)
            print("PASS: the stage and the timeline have names, descriptions and children that "
                  "follow the playhead", flush=True)
        finally:
            app_process.terminate()
            try:
                app_process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                app_process.kill()


def check_stage(stage):
    text = description(stage)
    print(f"stage [{stage.get_role_name()}] {text!r}", flush=True)
    if not text:
        fail("the stage has no description")
    names = [child.get_name() for child in children(stage)]
    print(f"  children: {names}", flush=True)
    for wanted in ("Queue orders", "worker-1", "worker-2", "payments"):
        if wanted not in names:
            fail(f"the stage has no child '{wanted}': {names}")
    for child in children(stage):
        if not description(child):
            fail(f"the stage's '{child.get_name()}' has no description")
        for part in children(child):
            print(f"    {child.get_name()} > [{part.get_role_name()}] {part.get_name()!r}: "
                  f"{description(part)!r}", flush=True)
        extents = child.get_extents(Atspi_coords())
        if extents.width <= 0 or extents.height <= 0:
            fail(f"the stage's '{child.get_name()}' has no size on screen")


def Atspi_coords():
    from gi.repository import Atspi
    return Atspi.CoordType.SCREEN


def check_timeline(timeline):
    text = description(timeline)
    print(f"timeline [{timeline.get_role_name()}] {text!r}", flush=True)
    if not text:
        fail("the timeline has no description")
    lanes = find(timeline, "Lanes")
    if lanes is None:
        fail(f"the timeline has no 'Lanes': {[c.get_name() for c in children(timeline)]}")
    names = [lane.get_name() for lane in children(lanes)]
    print(f"  lanes: {names}", flush=True)
    for wanted in ("m1 ord_7731", "worker-1", "worker-2"):
        if wanted not in names:
            fail(f"the timeline has no lane '{wanted}': {names}")
    for lane in children(lanes):
        if not description(lane):
            fail(f"the lane '{lane.get_name()}' has no description")
    return lanes


def check_scrub_bar(app):
    """The scrub bar: a slider named "Playhead" whose value is the playhead in seconds."""
    bar = None
    for node, _ in walk_showing(app):
        if node.get_role_name() == "slider" and node.get_name() == "Playhead":
            bar = node
            break
    if bar is None:
        fail("no slider 'Playhead' (the scrub bar) on screen")
    # An Atspi.Accessible implements Atspi.Value; the call fails when the object has no value.
    current, maximum = bar.get_current_value(), bar.get_maximum_value()
    text = description(bar)
    print(f"scrub bar [{bar.get_role_name()}] {bar.get_name()!r} value {current:g} of "
          f"{maximum:g}: {text!r}", flush=True)
    if maximum <= 0 or not text.startswith("t = "):
        fail("the scrub bar does not tell where the playhead is")


def walk_showing(node, depth=0, path=()):
    """The showing node and its showing descendants, depth first, each with its path."""
    if node is None or depth > 40 or not showing(node):
        return
    node.clear_cache()
    here = path + (f"[{node.get_role_name()}] {node.get_name()!r}",)
    yield node, here
    for i in range(node.get_child_count()):
        yield from walk_showing(node.get_child_at_index(i), depth + 1, here)


# Roles of objects that are only boxes: without a name and without children, a screen reader
# finds an empty box there and can say nothing of it. An object with no area on screen is no
# surface (Qt's table corner button, 0x0 when the table has no row header, is one).
BOX_ROLES = ("panel", "filler", "unknown")


def check_no_empty_boxes(app):
    """No showing surface of the window is a nameless, childless panel, filler or unknown."""
    empty = []
    count = 0
    for window in children(app):
        for node, path in walk_showing(window):
            count += 1
            if (node.get_role_name() in BOX_ROLES and not node.get_name().strip()
                    and node.get_child_count() == 0):
                extents = node.get_extents(Atspi_coords())
                if extents.width <= 0 or extents.height <= 0:
                    continue
                empty.append(" > ".join(path)
                             + f" at {extents.x},{extents.y} {extents.width}x{extents.height}")
    print(f"{count} showing objects in the window", flush=True)
    if empty:
        fail(f"{len(empty)} nameless empty boxes:\n  " + "\n  ".join(empty))


def check_step(app, stage, timeline, lanes):
    """The transport's next-event button, pressed through AT-SPI, moves both descriptions."""
    before = (description(stage), description(timeline),
              [description(lane) for lane in children(lanes)])
    button = None
    for node in walk(app):
        if node.get_role_name() == "push button" and node.get_name().startswith("Next event"):
            button = node
            break
    if button is None:
        fail("no 'Next event' button")
    for _ in range(3):
        press(button)
    time.sleep(0.5)
    after = (description(stage), description(timeline),
             [description(lane) for lane in children(lanes)])
    print(f"after three steps: stage {after[0]!r}", flush=True)
    if after[0] == before[0]:
        fail("the stage's description did not change with the playhead")
    if after[1] == before[1]:
        fail("the timeline's description did not change with the playhead")
    if after[2] == before[2]:
        fail("no lane's description changed with the playhead")


def count_events(Atspi, GLib, app):
    """Accessibility events a second during three seconds of playback."""
    events = []
    listener = Atspi.EventListener.new(lambda event: events.append(event.type))
    for kind in ("object:", "focus:"):
        listener.register(kind)
    play = None
    for node in walk(app):
        if node.get_role_name() == "push button" and node.get_name().startswith("Play or pause"):
            play = node
            break
    if play is None:
        fail("no 'Play or pause' button")
    # Let the listener's registration reach the application before playing.
    context = GLib.MainContext.default()
    settle = time.monotonic() + 1
    while time.monotonic() < settle:
        context.iteration(False)
        time.sleep(0.01)
    events.clear()
    press(play)
    start = time.monotonic()
    while time.monotonic() - start < 3:
        context.iteration(False)
        time.sleep(0.005)
    press(play)
    rate = len(events) / 3
    kinds = {}
    for kind in events:
        kinds[kind] = kinds.get(kind, 0) + 1
    print(f"playing: {len(events)} accessibility events in 3 s ({rate:.0f}/s): {kinds}",
          flush=True)
    for kind in ("object:", "focus:"):
        listener.deregister(kind)
    if rate > 20:
        fail(f"{rate:.0f} accessibility events a second while playing")


def run(command):
    with Display() as display:
        start_accessibility_bus()
        return subprocess.run(command, env=session_environment(display.name)).returncode


def main():
    if len(sys.argv) < 2 or sys.argv[1] not in ("tree", "run"):
        print(__doc__)
        sys.exit(2)
    mode = sys.argv[1]
    if os.environ.get(INNER) != "1":
        missing = missing_tools(mode)
        if missing:
            skip("cannot read the accessibility tree here: missing " + "; ".join(missing))
        scratch = tempfile.mkdtemp(prefix="inflight-atspi-")
        env = dict(os.environ)
        env.update({INNER: "1", "HOME": scratch, "XDG_RUNTIME_DIR": scratch,
                    "XDG_CONFIG_HOME": os.path.join(scratch, "config"),
                    "XDG_DATA_HOME": os.path.join(scratch, "data"),
                    "XDG_CACHE_HOME": os.path.join(scratch, "cache")})
        os.chmod(scratch, 0o700)
        try:
            result = subprocess.run(["dbus-run-session", "--", sys.executable,
                                     os.path.abspath(__file__)] + sys.argv[1:], env=env)
        finally:
            shutil.rmtree(scratch, ignore_errors=True)
        sys.exit(result.returncode)
    if mode == "tree":
        if len(sys.argv) != 4:
            print(__doc__)
            sys.exit(2)
        tree(sys.argv[2], sys.argv[3])
        sys.exit(0)
    command = sys.argv[2:]
    if command and command[0] == "--":
        command = command[1:]
    sys.exit(run(command))


if __name__ == "__main__":
    main()
