"""Drawing only: the isometric fountains, the Basin and the table HUD."""
