"""Finish Line's rules help (F1) in short: the sections before the dice faces and the
house rulings (``presentation.rules_help`` adds those from ``words.py`` and the data)."""
from __future__ import annotations

from ...i18n import N_

RULES: tuple[tuple[str, str], ...] = (
    (N_("Finish Line"),
     N_("Three races of seven horse tiles. Bet in secret on who wins and who places, then "
        "draft and roll dice to push your horses to the lead. The most money after the "
        "third race wins.")),
    (N_("The bet sheet"),
     N_("Before each race, in secret: up to 3 winner bets and 2 place bets (a pair for 1st "
        "and 2nd in either order, paying the sum of both odds), in steps of 100, within "
        "your capital. The odds stand under the starting positions. A winner bet returns "
        "stake x odds. Capital 1000, then +2000 before race 2 and +3000 before race 3.")),
    (N_("The race"),
     N_("The starting player takes 3 dice of at least 2 colours and rolls; uses one and "
        "passes two to the left. Each next player adds one die from the pool, rolls three, "
        "uses one. Yellow dice only on the homestretch (7 or fewer in the pool). The race "
        "ends with the turn that takes the last die, then the saved Extra moves, then a "
        "photo finish if the two leaders are dead even (six white dice each).")),
    (N_("Steady runners and favourites"),
     N_("F (favourite): one white horseshoe moves it up. S (steady runner): no Whipping, no "
        "Disqualified!, no white die may be taken from it. Dice go only on a tile's free "
        "squares, never on the printed F/S square.")),
    (N_("House rulings"),
     N_("House ruling: a disqualified horse loses every bet on it (a place bet with it "
        "loses). House ruling: with fewer than two horses left, Dead even and the Rider "
        "helmet's move into the lead do nothing. House ruling: a skip still puts one die "
        "out of the race (the roller picks which). House ruling: in a 2-player game a Side "
        "bet's skip means the roller plays the next turn too. House ruling: the photo "
        "finish is rethrown until the horseshoe counts differ.")),
)
