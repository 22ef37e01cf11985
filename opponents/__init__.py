"""Computer players: pure decision code over what one seat of a hand can observe."""
