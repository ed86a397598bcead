"""What the corpus builders' helpers (linux-helper.py, userland-helper.py)
share: sparse's message for a plain integer used as NULL, the shape of a
diagnostic line, and JSON files read and written (atomically)."""
import json
import os
import re

NULL_MESSAGE = "Using plain integer as NULL pointer"
LOCATION = re.compile(r"^(.+?):(\d+):(\d+): (warning|error): (.*)$")


def load(path, default=None):
    """The JSON at path; default when given and the file does not exist."""
    if default is not None and not os.path.exists(path):
        return default
    with open(path) as f:
        return json.load(f)


def save(path, data):
    with open(path + ".tmp", "w") as f:
        json.dump(data, f, indent=1)
        f.write("\n")
    os.replace(path + ".tmp", path)
