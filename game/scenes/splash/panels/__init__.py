"""The panels of the Kids' Splash table: each owns a part of the screen and
its own bits of UI state, reads the `TableState` and sends it intents."""
