"""The replay viewer (a saved or finished game, action by action) and the list
of saved and finished games."""
