"""Every Expeditions game as a PettingZoo AEC environment.

    from expeditions.adapters.pettingzoo import env
    table = env("southpole", players=3, render_mode="ansi")
    table.reset(seed=1)

- Agents are `player_0` .. `player_{n-1}`, one per seat; the one to move is
  `agent_selection`. Chance nodes are resolved inside the environment with
  `random.Random(seed)` from `reset(seed=...)`, so a seed fixes the game.
- An observation is `{"observation": float32 vector, "action_mask": int8}`:
  the vector is the seat's `observation(seat)` flattened as in `encoding`,
  the mask marks the seat's legal action ids (all zero when not its turn).
- Actions are the game's fixed ids (`game.action_id`), `Discrete(n)`.
- Rewards are the game's `returns()` when it ends (zero before).
- A game the rules end sets `terminations`; a game stopped outside the rules
  sets `truncations` instead, with zero rewards: at `limit` actions (chance
  included; default: the simulator's limit for the game, `sim.limits`; 0 for
  none), or after `max_cycles` cycles, a cycle being one decision per player
  (`max_cycles * players` decisions in all).
- `render_mode="human"` prints the game's text view, `"ansi"` returns it,
  `"rgb_array"` returns a picture rasterised from its SVG; all show the
  spectator's view.
"""

from __future__ import annotations

import random
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

import expeditions
from expeditions.core import Game, IllegalAction, State, resolve_chance
from expeditions.core.play import limit_reason
from expeditions.sim.limits import resolve_limit

from . import raster
from .encoding import DEFAULT_SIZE, ObservationEncoder

RENDER_MODES = ("human", "ansi", "rgb_array")


class ExpeditionsEnv(AECEnv):
    """One game configuration, played seat by seat."""

    metadata: dict[str, Any] = {
        "render_modes": list(RENDER_MODES),
        "name": "expeditions_v0",
        "is_parallelizable": False,
    }

    def __init__(
        self,
        game: Game | str,
        players: int | None = None,
        render_mode: str | None = None,
        tensor_size: int = DEFAULT_SIZE,
        limit: int | None = None,
        max_cycles: int | None = None,
        **options: Any,
    ) -> None:
        super().__init__()
        if isinstance(game, str):
            game = expeditions.load(game, players=players, **options)
        if render_mode is not None and render_mode not in RENDER_MODES:
            raise ValueError(
                f"render_mode must be one of {RENDER_MODES} or None, not {render_mode!r}"
            )
        if max_cycles is not None and (
            isinstance(max_cycles, bool) or not isinstance(max_cycles, int) or max_cycles < 1
        ):
            raise ValueError(f"max_cycles must be a whole number above 0, got {max_cycles!r}")
        self.game = game
        self.limit = resolve_limit(game, limit)
        """Actions (chance included) after which a game is truncated; None: never."""
        self.max_cycles = max_cycles
        self.decisions = 0
        self.render_mode = render_mode
        self.metadata = {**self.metadata, "name": f"expeditions_{game.name}_v0"}
        self.possible_agents = [f"player_{i}" for i in range(game.players)]
        self._seat_of = {agent: i for i, agent in enumerate(self.possible_agents)}
        self.encoder = ObservationEncoder(game.players, tensor_size)
        n = game.num_distinct_actions()
        observation_space = spaces.Dict(
            {
                "observation": spaces.Box(-np.inf, np.inf, (self.encoder.size,), np.float32),
                "action_mask": spaces.Box(0, 1, (n,), np.int8),
            }
        )
        self.observation_spaces = {a: observation_space for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(n) for a in self.possible_agents}
        self.chance_rng = random.Random()
        self.table: State = game.new_initial_state()
        self._legal_ids: dict[int, Any] | None = None

    # --- spaces ---------------------------------------------------------------

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    # --- the AEC cycle ----------------------------------------------------------

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game; `seed` fixes every chance outcome from here on."""
        if seed is not None:
            self.chance_rng = random.Random(seed)
        self.table = self.game.new_initial_state()
        self.table.seed = seed
        self.decisions = 0
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._advance()

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        chosen = self._legal().get(int(action))
        if chosen is None:
            raise IllegalAction(f"action id {action} is not legal for {agent} now")
        self._cumulative_rewards[agent] = 0.0
        self.table.apply(chosen)
        self.decisions += 1
        self._advance()

    def _check_limits(self) -> None:
        """Stop the game outside the rules once it reaches a limit."""
        table = self.table
        if table.is_terminal():
            return
        if self.limit is not None and len(table.history) >= self.limit:
            table.stop(limit_reason(self.limit))
        elif self.max_cycles is not None and self.decisions >= self.max_cycles * self.game.players:
            table.stop(f"max_cycles of {self.max_cycles}")

    def _advance(self) -> None:
        """Resolve chance, then hand the turn to the seat to move or end the game."""
        table = self.table
        rng = self.chance_rng
        self._check_limits()
        while table.is_chance_node():
            resolve_chance(table, rng)
            self._check_limits()
        self._legal_ids = None
        self.rewards = {a: 0.0 for a in self.agents}
        if table.is_terminal():
            returns = table.returns()
            ended = self.truncations if table.is_truncated() else self.terminations
            for agent in self.agents:
                self.rewards[agent] = float(returns[self._seat_of[agent]])
                ended[agent] = True
                self.infos[agent] = {"stopped": table.stopped} if table.stopped else {}
            self.agent_selection = self.agents[0]
        else:
            self.agent_selection = self.possible_agents[table.current_player()]
        self._accumulate_rewards()

    def _legal(self) -> dict[int, Any]:
        ids = self._legal_ids
        if ids is None:
            table = self.table
            action_id = self.game.action_id
            ids = {} if table.is_terminal() else {action_id(a): a for a in table.legal_actions()}
            self._legal_ids = ids
        return ids

    # --- what an agent sees -------------------------------------------------------

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        seat = self._seat_of[agent]
        vector = self.encoder.array(self.table.observation(seat), seat)
        mask = np.zeros(self.game.num_distinct_actions(), np.int8)
        if self.table.current_player() == seat:
            mask[list(self._legal())] = 1
        return {"observation": vector, "action_mask": mask}

    def render(self) -> str | np.ndarray | None:
        if self.render_mode is None:
            gymnasium.logger.warn(
                "render() called without a render_mode; choose human, ansi or rgb_array"
            )
            return None
        view = self.table.observation(None)
        if self.render_mode == "human":
            print(raster.text_of(self.game.name, view), flush=True)
            return None
        if self.render_mode == "ansi":
            return raster.text_of(self.game.name, view)
        return raster.observation_to_rgb(self.game.name, view)

    def close(self) -> None:
        """Nothing to release: the table lives in memory only."""

    def __str__(self) -> str:
        return self.metadata["name"]


def env(game: Game | str, **kwargs: Any) -> ExpeditionsEnv:
    """An AEC environment for `game` (a name or a loaded `Game`)."""
    return ExpeditionsEnv(game, **kwargs)


raw_env = env
