"""Studies of many seeded bot games: the runner, its back ends and the report.

`run_study(Study(...))` plays the games (in this process, local processes or
Ray) and `build_report(rows)` reads them; `sim.commands` puts both on the
command line as `expeditions simulate` and `expeditions report`.
"""

from .report import build_comparison, build_report, compare_table, print_report
from .runner import Study, StudyResult, run_study
from .store import read_records, read_rows, write_results

__all__ = [
    "Study",
    "StudyResult",
    "build_comparison",
    "build_report",
    "compare_table",
    "print_report",
    "read_records",
    "read_rows",
    "run_study",
    "write_results",
]
