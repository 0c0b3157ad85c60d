"""`python -m kg_server`: the `kg` command."""

import sys

from kg_server.shells.cli import main

sys.exit(main())
