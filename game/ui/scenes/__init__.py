"""The screens: title, setup, table, pass-the-device, payoffs, final scores, and overlays."""
