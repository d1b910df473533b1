"""The study report's HTML page read on a phone: nothing runs past the screen
but a wide table, which scrolls in its own box."""

from __future__ import annotations

import pytest

from expeditions.sim.plots import save_plots, write_html
from expeditions.sim.report import build_report
from expeditions.sim.runner import Study, run_study

LINES_OF = """td => {
    const lines = new Map();
    const walker = document.createTreeWalker(td, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < node.length; i++) {
            const r = document.createRange();
            r.setStart(node, i);
            r.setEnd(node, i + 1);
            const top = Math.round(r.getBoundingClientRect().top);
            lines.set(top, (lines.get(top) || "") + node.data[i]);
        }
    }
    return [...lines.keys()].sort((a, b) => a - b).map(k => lines.get(k));
}"""
"""The text of a table cell line by line, as the browser laid it out."""
PHONE = {"width": 390, "height": 844}
LONG_SPEC = "ismcts:iters=8,depth=6"


@pytest.fixture(scope="module")
def report_url(tmp_path_factory: pytest.TempPathFactory) -> str:
    study = Study("temple", 2, [LONG_SPEC, "heuristic"], games=4, seed=1, rotate=True)
    report = build_report(run_study(study, progress=False).rows)
    folder = tmp_path_factory.mktemp("report")
    page = write_html(report, save_plots(report, folder), folder / "report.html")
    return page.as_uri()


@pytest.fixture
def phone(browser):
    context = browser.new_context(viewport=PHONE)
    pg = context.new_page()
    yield pg
    context.close()


def test_the_page_never_scrolls_sideways_on_a_phone(phone, report_url):
    phone.goto(report_url)
    assert phone.evaluate("document.scrollingElement.scrollWidth") <= PHONE["width"]


def test_every_table_note_wraps_inside_the_screen(phone, report_url):
    phone.goto(report_url)
    notes = phone.locator(".note")
    assert notes.count() >= 3
    for i in range(notes.count()):
        box = notes.nth(i).bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"], notes.nth(
            i
        ).inner_text()


def test_a_long_bot_spec_breaks_between_its_options(phone, report_url):
    phone.goto(report_url)
    cell = phone.locator("h2:text('Win rate per bot') + .wide td", has_text="ismcts").first
    lines = cell.evaluate(LINES_OF)
    assert len(lines) >= 2, "the spec should fold in a phone-wide column"
    assert "".join(lines) == LONG_SPEC
    assert all(line.endswith((":", ",", "=")) for line in lines[:-1]), lines


def test_words_read_from_the_left_and_figures_line_up_on_the_right(phone, report_url):
    phone.goto(report_url)
    setup = phone.locator("h2:text('Setup') + .wide tr", has_text="rotation").locator("td")
    win_rate = phone.locator("h2:text('Win rate per bot') + .wide tr", has_text="heuristic")

    def align(cell) -> str:
        return cell.evaluate("c => getComputedStyle(c).textAlign")

    assert align(setup.nth(1)) in ("left", "start")
    assert [align(c) for c in win_rate.locator("td").all()[1:]] == ["right"] * 6
