"""Learn to play: the lessons as data, built through the rules core.

Each lesson is a few short scripted game situations (``situations.py`` lays a
prepared fountain and Basin with the rules core's own ``Fountain.place`` and
``Basin``), each with a goal the player reaches by playing, the moves the
lesson suggests, and the result those moves give, measured by the rules core
(``results.py``). The scenes in ``game/scenes/tutorial/`` show them at the
Fountains table; nothing here imports pygame.
"""
