"""Fountaineer: Fountains, Solo vs The Machine and Kids' Splash."""
