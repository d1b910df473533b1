"""Run the table for tests in its own process: `python -m tests.server.serve PORT DB [JSON]`.

JSON holds `Settings` fields to change. The toy game is registered first so
the server can be tested on it; the real games register themselves as usual.
"""

from __future__ import annotations

import json
import sys

import uvicorn

import tests.server.toy  # noqa: F401  (registers toyrace)
from expeditions.server.app import create_app


def main() -> None:
    port, db = int(sys.argv[1]), sys.argv[2]
    settings = json.loads(sys.argv[3]) if len(sys.argv) > 3 else {}
    app = create_app(db, **settings)
    uvicorn.run(app, host="127.0.0.1", port=port, log_level="warning", ws_per_message_deflate=False)


if __name__ == "__main__":
    main()
