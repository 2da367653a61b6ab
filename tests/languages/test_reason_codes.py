"""Horse Fever's rules refuse with reason codes, never sentences: every ``IllegalAction`` the
rules package raises names a code the words module words, and every price a refusal names
is one the words know (game/horsefever/rules, game/horsefever/words.py)."""
from __future__ import annotations

import ast
import pathlib
import re

from game.horsefever.words import PRICES, REFUSALS

REPO = pathlib.Path(__file__).resolve().parents[2]
RULES = REPO / "game" / "horsefever" / "rules"
CODE = re.compile(r"[a-z][a-z_]*")


def _calls(name: str):
    for path in sorted(RULES.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id == name):
                yield path.relative_to(REPO).as_posix(), node


def test_every_refusal_of_the_rules_is_a_known_code():
    found, wrong = 0, []
    for where, call in _calls("IllegalAction"):
        found += 1
        code = call.args[1] if len(call.args) > 1 else None
        if not (isinstance(code, ast.Constant) and isinstance(code.value, str)
                and CODE.fullmatch(code.value) and code.value in REFUSALS):
            wrong.append(f"{where}:{call.lineno}")
    assert found >= 35
    assert wrong == [], "a refusal that is not a reason code of words.REFUSALS: " + ", ".join(wrong)


def test_every_price_a_refusal_names_is_worded():
    wrong = []
    for where, call in _calls("check_price"):
        what = call.args[3]
        if not (isinstance(what, ast.Constant) and what.value in PRICES):
            wrong.append(f"{where}:{call.lineno}")
    assert wrong == []


def test_every_rule_a_refusal_names_is_marked_for_translation():
    from game.horsefever.rules.variants import RULE_NAMES as PHASE_RULES
    from game.horsefever.words import RULE_NAMES
    named = set(PHASE_RULES.values())
    for name in ("IllegalAction", "check_price"):
        for _where, call in _calls(name):
            if isinstance(call.args[0], ast.Constant):
                named.add(call.args[0].value)
    assert named - set(RULE_NAMES) == set()


def test_every_purchase_reason_code_is_worded():
    """The purchases' "why not" codes (rules/board/purchases.reason) each have their words,
    in both languages; an unknown one reads "not possible now"."""
    from game.services import i18n
    from game.horsefever.rules.board.purchases import PURCHASE_REASONS, reason
    from game.horsefever.words import EMPTY_DECKS, purchase_reason
    samples = [reason(code, price=1200) if code == "costs" else reason(code)
               for code in PURCHASE_REASONS if code != "deck_empty"]
    samples += [reason("deck_empty", deck=d) for d in EMPTY_DECKS]  # (each deck its words)
    try:
        for lang in ("en", "it"):
            i18n.set_language(lang)
            worded = [purchase_reason(r) for r in samples]
            unknown = purchase_reason({"code": "nonsense"})
            assert unknown == ("not possible now" if lang == "en" else "non possibile ora")
            assert unknown not in worded and len(set(worded)) == len(worded), worded
        assert purchase_reason(reason("costs", price=1200)) == "costa 1.200 D"
    finally:
        i18n.set_language("en")
