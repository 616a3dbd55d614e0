"""The Records screens: a page per profile, the profiles' list (rename,
merge, delete), the badges the game draws and the toast of an achievement
earned."""
