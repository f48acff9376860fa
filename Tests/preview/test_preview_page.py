"""`nuance preview`: the page of a workspace, rendered by headless Chromium.

The binary comes from `NUANCE_BINARY` (default `.build/debug/nuance`); Chromium from the Debian
package `chromium` (`scripts/bootstrap test` installs it). Screenshots and pages are kept under
`.build/test-artefacts/preview/` (git-ignored) for people to look at.
"""

import html.parser
import json
import os
import pathlib
import re
import shutil
import subprocess
import time

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
BINARY = os.environ.get("NUANCE_BINARY", str(ROOT / ".build" / "debug" / "nuance"))
EXAMPLE = ROOT / "Examples" / "FioriTheme"
WILD_FIORI = ROOT.parent / "shared" / "wild" / "fiori"
ARTEFACTS = ROOT / ".build" / "test-artefacts" / "preview"
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")

if not os.access(BINARY, os.X_OK):
    pytest.exit(f"nuance binary not found at {BINARY}: run `swift build` or set NUANCE_BINARY", returncode=4)


class Element:
    def __init__(self, tag, attributes, parent):
        self.tag, self.attributes, self.parent, self.children, self.text = tag, dict(attributes), parent, [], ""

    def classes(self):
        return (self.attributes.get("class") or "").split()

    def all(self):
        yield self
        for child in self.children:
            yield from child.all()

    def find_all(self, tag=None, cls=None, **attributes):
        return [
            e for e in self.all()
            if (tag is None or e.tag == tag) and (cls is None or cls in e.classes())
            and all(e.attributes.get(k.rstrip("_")) == v for k, v in attributes.items())
        ]

    def text_content(self):
        return self.text + "".join(child.text_content() + child.tail for child in self.children)


class DOM(html.parser.HTMLParser):
    """The DOM Chromium serialises, as a small tree."""

    VOID = {"meta", "br", "img", "link", "input", "hr"}

    def __init__(self, text):
        super().__init__(convert_charrefs=True)
        self.root = Element("#document", {}, None)
        self.root.tail = ""
        self.current = self.root
        self.feed(text)

    def handle_starttag(self, tag, attributes):
        element = Element(tag, attributes, self.current)
        element.tail = ""
        self.current.children.append(element)
        if tag not in self.VOID:
            self.current = element

    def handle_endtag(self, tag):
        node = self.current
        while node is not self.root and node.tag != tag:
            node = node.parent
        if node is not self.root:
            self.current = node.parent

    def handle_data(self, data):
        if self.current.children:
            self.current.children[-1].tail += data
        else:
            self.current.text += data


def preview(workspace, output):
    output.parent.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    run = subprocess.run([BINARY, "preview", str(workspace), "--output", str(output)], capture_output=True, text=True, timeout=300)
    elapsed = time.perf_counter() - started
    assert run.returncode == 0, run.stderr
    assert output.is_file()
    return elapsed


def chromium(*arguments, profile):
    if CHROMIUM is None:
        pytest.skip("chromium is not installed (scripts/bootstrap test installs it)")
    command = [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", f"--user-data-dir={profile}", *arguments]
    run = subprocess.run(command, capture_output=True, text=True, timeout=180)
    assert run.returncode == 0, run.stderr
    return run.stdout


@pytest.fixture(scope="module")
def example_page(tmp_path_factory):
    page = ARTEFACTS / "FioriTheme.html"
    preview(EXAMPLE, page)
    profile = tmp_path_factory.mktemp("chromium")
    dom = DOM(chromium("--dump-dom", page.as_uri(), profile=profile))
    return page, dom, profile


def row(dom, element_id):
    rows = dom.root.find_all("tr", id=element_id)
    assert len(rows) == 1, f"no row {element_id}"
    return rows[0]


def swatches(element):
    return [e.attributes["aria-label"] for e in element.find_all("span", cls="swatch")]


def test_page_is_self_contained_and_every_swatch_has_its_hex_as_text(example_page):
    _, dom, _ = example_page
    assert not dom.root.find_all("script") and not dom.root.find_all("link") and not dom.root.find_all("img")
    for element in dom.root.all():
        for name in ("src", "href"):
            assert not (element.attributes.get(name) or "").startswith(("http:", "https:", "//")), element.attributes
    labels = [e.attributes.get("aria-label") for e in dom.root.find_all("span", cls="swatch")]
    assert labels and all(re.fullmatch(r"#[0-9A-F]{6}([0-9A-F]{2})?", label or "") for label in labels)
    headings = [h.text_content() for h in dom.root.find_all("h2")]
    assert [h.split(" (")[0] for h in headings] == ["Palette", "Stylesheet classes", "Tokens", "Findings", "Palette colours not overridden"]
    assert all(table.find_all("caption") for table in dom.root.find_all("table"))


# (palette name, the palette's light value, the workspace's light and dark values; None: palette value kept)
OVERRIDES = [
    ("tintColor", "#0070F2", "#0A6ED1", "#4DB1FF"),
    ("tintColorTapState", None, "#0854A0", "#89D1FF"),
    ("primaryLabel", "#223548", "#1D2D3E", None),
    ("secondaryLabel", None, "#475E75", "#D5DADD"),
    ("primaryBackground", None, "#FFFFFF", "#12171C"),
]


@pytest.mark.parametrize("name, builtin_light, light, dark", OVERRIDES)
def test_palette_row_shows_the_override_beside_the_palette_value(example_page, name, builtin_light, light, dark):
    _, dom, _ = example_page
    cells = row(dom, f"palette-{name}").find_all("td")
    light_cell, dark_cell = cells[0], cells[1]
    assert swatches(light_cell.find_all(cls="override")[0]) == [light]
    if builtin_light:
        assert swatches(light_cell.find_all(cls="builtin")[0]) == [builtin_light]
    if dark:
        assert swatches(dark_cell.find_all(cls="override")[0]) == [dark]
    else:
        assert dark_cell.find_all(cls="kept"), "the dark background keeps the palette value"
    assert bool(row(dom, f"palette-{name}").find_all(cls="partial")) == (dark is None)
    definitions = row(dom, f"definitions-{name}").find_all("li")
    assert definitions and all(li.find_all("a", cls="place")[0].attributes["href"].startswith("../../../Examples/FioriTheme/Themes/") for li in definitions)


def test_every_palette_name_has_a_row(example_page):
    _, dom, _ = example_page
    explained = subprocess.run([BINARY, "explain", "tintColor", str(EXAMPLE), "--format", "json"], capture_output=True, text=True)
    assert json.loads(explained.stdout)[0]["kind"] == "palette colour"
    rows = [tr.attributes["id"] for tr in dom.root.find_all("tr") if (tr.attributes.get("id") or "").startswith("palette-")]
    assert len(rows) == len(set(rows)) > 100
    assert {"palette-tintColor", "palette-negativeLabel", "palette-primary1"} <= set(rows)


def test_contrast_marks_are_the_low_contrast_findings(example_page):
    _, dom, _ = example_page
    check = subprocess.run([BINARY, "check", str(EXAMPLE), "--format", "json"], capture_output=True, text=True)
    findings = json.loads(check.stdout)["findings"]
    flagged = {re.match(r"`([^`]+)`", f["message"]).group(1) for f in findings if f["rule"] == "nss/low-contrast"}
    assert flagged, "the example has low-contrast classes"
    marked = set()
    for tr in dom.root.find_all("tr"):
        if tr.find_all(cls="low-contrast"):
            marked.add(tr.find_all("th")[0].find_all("code")[0].text_content())
    assert marked == flagged
    listed = dom.root.find_all("ol", cls="findings")[0].find_all("li")
    assert len(listed) == len(findings)
    first = listed[0].find_all("a", cls="place")[0]
    assert re.fullmatch(r"[\w/.-]+:\d+", first.text_content())


def test_model_classes_are_grouped_under_their_component(example_page):
    _, dom, _ = example_page
    components = [h.find_all("code")[0].text_content() for h in dom.root.find_all("h3") if (h.attributes.get("id") or "").startswith("component-")]
    assert "ProfileHeader" in components


def test_tokens_show_each_context_and_alias_chains(example_page):
    _, dom, _ = example_page
    table = dom.root.find_all("table", cls="tokens")[0]
    contexts = [th.text_content() for th in table.find_all("th", scope="col")][2:]
    assert contexts == ["light", "dark"]
    chains = [c.text_content() for c in table.find_all("span", cls="chain")]
    assert chains and all(" → " in chain for chain in chains)


def test_screenshots_in_light_and_dark_appearance_and_print(example_page):
    page, _, profile = example_page
    for name, extra in (("FioriTheme-light.png", []), ("FioriTheme-dark.png", ["--force-dark-mode", "--blink-settings=preferredColorScheme=0"])):
        shot = ARTEFACTS / name
        shot.unlink(missing_ok=True)
        chromium(f"--screenshot={shot}", "--window-size=1400,2000", *extra, page.as_uri(), profile=profile)
        assert shot.stat().st_size > 50_000
        assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    pdf = ARTEFACTS / "FioriTheme.pdf"
    pdf.unlink(missing_ok=True)
    chromium(f"--print-to-pdf={pdf}", "--no-pdf-header-footer", page.as_uri(), profile=profile)
    assert pdf.read_bytes()[:5] == b"%PDF-"


def test_text_from_files_is_escaped(tmp_path):
    (tmp_path / "nuance.json").write_text('{ "dialect": "fiori" }\n')
    (tmp_path / "Theme.nss").write_text('@tintColor: #E9730C;\nLabel { font-name: "<script>alert(1)</script>"; font-color: #000000; }\n')
    page = tmp_path / "page.html"
    preview(tmp_path, page)
    text = page.read_text()
    assert "<script" not in text
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in text


def test_wild_fiori_page(tmp_path):
    if not WILD_FIORI.is_dir():
        pytest.skip(f"{WILD_FIORI} is absent")
    page = ARTEFACTS / "wild-fiori.html"
    elapsed = preview(WILD_FIORI, page)
    print(f"wild/fiori preview: {elapsed:.2f} s, {page.stat().st_size} bytes")
    dom = DOM(page.read_text())
    assert dom.root.find_all("section", id="palette") and dom.root.find_all("section", id="findings")
    assert len(dom.root.find_all("h3", cls=None)) > 3
    for note in dom.root.find_all("p", cls="note"):
        if note.text_content().startswith("Not styled:"):
            names = [code.text_content() for code in note.find_all("code")]
            assert len(names) == len(set(names)), names


def generate_workspace(root, file_count):
    """1,000 files shaped as the benchmark's: stylesheets overriding the palette and styling model-derived classes, token files with aliases, models."""
    stylesheets, token_files = file_count * 4 // 10, file_count * 3 // 10
    models = file_count - stylesheets - token_files
    (root / "nuance.json").write_text('{ "dialect": "fiori" }\n')
    (root / "Sources" / "Models").mkdir(parents=True)
    (root / "tokens").mkdir()
    (root / "Themes").mkdir()
    for index in range(models):
        properties = "".join(f"    var part{p}: String {{ get }}\n" for p in range(8))
        (root / "Sources" / "Models" / f"_Component{index}.swift").write_text(f"// sourcery: BaseComponent\nprotocol _Widget{index}Component {{\n{properties}}}\n")
    for index in range(token_files):
        group = f"global{index}" if index % 2 == 0 else f"alias{index}"
        tokens = ",\n".join(
            f'    "shade{t}": {{ "$type": "color", "$value": ' + (f'"#{(index * 31 + t) * 2654435761 & 0xFFFFFF:06X}"' if index % 2 == 0 else f'"{{global{index - 1}.shade{t}}}"') + " }"
            for t in range(20))
        (root / "tokens" / f"set{index}.tokens.json").write_text(f'{{\n  "{group}": {{\n{tokens}\n  }}\n}}\n')
    classes = ["Button", "Label", "NavigationBar", "TableCell", "TextField", "SegmentedControl"]
    for index in range(stylesheets):
        text = f"@brand{index}: #{index * 2654435761 & 0xFFFFFF:06X};\n@tintColor: #{(index + 7) * 2654435761 & 0xFFFFFF:06X};\n@tintColor_darkBackground: #{(index + 9) * 2654435761 & 0xFFFFFF:06X};\n"
        for rule in range(12):
            selector = f"fdlWidget{(index + rule) % models}_part{rule % 8}" if rule % 3 == 0 else classes[rule % len(classes)]
            text += f"{selector} {{\n    font-color: @brand{index};\n    background-color: primaryBackground;\n    font-size: {12 + rule % 6};\n}}\n"
        (root / "Themes" / f"Theme{index}.nss").write_text(text)


def test_page_of_a_thousand_files_is_written_in_time(tmp_path):
    """Under 1 s for a release build; a debug build gets `NUANCE_PREVIEW_BUDGET` seconds (default 60: two cores shared by
    parallel builds make a debug run take 15 s)."""
    generate_workspace(tmp_path, 1000)
    budget = 1.0 if "/release/" in BINARY else float(os.environ.get("NUANCE_PREVIEW_BUDGET", "60"))
    elapsed = min(preview(tmp_path, tmp_path / "page.html") for _ in range(2))
    print(f"preview of 1,000 files: {elapsed:.2f} s ({(tmp_path / 'page.html').stat().st_size} bytes)")
    assert elapsed < budget
