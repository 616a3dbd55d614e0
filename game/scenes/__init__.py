"""One scene per screen."""
