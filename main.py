"""Fountaineer: start the game. `python main.py --help` lists the options."""

import multiprocessing

from game.app import run

if __name__ == "__main__":
    # The Hard computer thinks in a worker process (game/ai/worker.py); in the
    # standalone app that process is this same program, told here to be one.
    multiprocessing.freeze_support()
    run()
