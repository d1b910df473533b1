"""The error types that cross the engine's boundary."""


class IllegalAction(ValueError):
    """An action (or its text) that the rules do not allow in this position.

    The message names the rule that forbids it; the state is left unchanged.
    """


class RecordError(ValueError):
    """A game record that is malformed or does not replay.

    The message names the first bad field, line or action.
    """
