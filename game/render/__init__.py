"""Drawing only: fountains, the Basin and table panels for Fountains; the pond for
Kids' Splash. Nothing here changes game state."""
