"""Widgets, fonts, theme and seat markings shared by every menu screen."""
