"""Fountaineer: start the game. `python main.py --help` lists the options."""

from game.app import run

if __name__ == "__main__":
    run()
